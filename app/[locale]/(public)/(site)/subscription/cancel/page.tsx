import { SubscriptionCancelPage } from "@/components/billing/subscription-pages";
import { PublicIsland } from "@/components/layout/public-island";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("SubscriptionCancel", "/subscription/cancel");
}

// Checkout returns here signed in (member/subscription/cancel); this is the page for a visitor whose session ended meanwhile.
export default async function PublicSubscriptionCancelPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PublicIsland namespaces={["SubscriptionCancel"]}>
      <SubscriptionCancelPage />
    </PublicIsland>
  );
}

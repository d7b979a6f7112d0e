import { SubscriptionSuccessPage } from "@/components/billing/subscription-pages";
import { PublicIsland } from "@/components/layout/public-island";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("SubscriptionSuccess", "/subscription/success");
}

// Checkout returns here signed in (member/subscription/success); this is the page for a visitor whose session ended meanwhile.
export default async function PublicSubscriptionSuccessPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PublicIsland namespaces={["SubscriptionSuccess"]}>
      <SubscriptionSuccessPage />
    </PublicIsland>
  );
}

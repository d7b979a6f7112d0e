import { PricingCards } from "@/components/billing/pricing-cards";
import { PricingPage } from "@/components/billing/pricing-page";
import { PublicIsland } from "@/components/layout/public-island";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("Pricing", "/pricing");
}

// For visitors: the plans, each with "Get started" (signing in comes first, so
// how payments are set up does not matter yet). Members: member/pricing.
export default async function PublicPricingPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PricingPage>
      <PublicIsland namespaces={["Pricing"]}>
        <PricingCards payments="none" portal={false} />
      </PublicIsland>
    </PricingPage>
  );
}

import { PricingPage } from "@/components/billing/pricing-page";
import { VisitorPricing } from "@/components/billing/visitor-pricing";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("Pricing", "/pricing");
}

// For visitors: the plans, each with "Get started" (signing in comes first, so
// how payments are set up does not matter yet), with no script of its own.
// Members: member/pricing.
export default async function PublicPricingPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PricingPage>
      <VisitorPricing />
    </PricingPage>
  );
}

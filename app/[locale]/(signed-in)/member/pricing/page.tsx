import { PricingCards } from "@/components/billing/pricing-cards";
import { PricingPage } from "@/components/billing/pricing-page";
import { currentUser } from "@/lib/auth/current-user";
import { billingAccount } from "@/lib/billing/queries";
import { checkoutProvider } from "@/lib/billing/provider";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export { generateMetadata } from "../../../(public)/(site)/pricing/page";

/** /pricing for a signed-in visitor: their plan, upgrade or downgrade, and the billing portal. */
export default async function MemberPricingPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const user = await currentUser();
  const payments = checkoutProvider()?.name ?? "none";
  const account =
    user && payments === "stripe"
      ? await billingAccount(user.id).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return null; // no portal link this time; the page still works
          throw error;
        })
      : null;
  return (
    <PageMessages locale={locale} namespaces={["Common", "Pricing", "Toast"]}>
      <PricingPage>
        <PricingCards payments={payments} portal={Boolean(account?.stripeCustomerId)} />
      </PricingPage>
    </PageMessages>
  );
}

import { SubscriptionSuccessPage } from "@/components/billing/subscription-pages";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export { generateMetadata } from "../../../../(public)/(site)/subscription/success/page";

export default async function MemberSubscriptionSuccessPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  return (
    <PageMessages locale={locale} namespaces={["Common", "SubscriptionCancel", "SubscriptionSuccess", "Toast"]}>
      <SubscriptionSuccessPage />
    </PageMessages>
  );
}

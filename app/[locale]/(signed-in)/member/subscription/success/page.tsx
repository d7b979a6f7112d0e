import { SubscriptionSuccessPage } from "@/components/billing/subscription-pages";
import { PageMessages } from "@/components/layout/page-messages";

export { generateMetadata } from "../../../../(public)/(site)/subscription/success/page";

export default function MemberSubscriptionSuccessPage() {
  return (
    <PageMessages namespaces={["Common", "SubscriptionCancel", "SubscriptionSuccess", "Toast"]}>
      <SubscriptionSuccessPage />
    </PageMessages>
  );
}

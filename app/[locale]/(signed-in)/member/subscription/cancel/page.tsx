import { SubscriptionCancelPage } from "@/components/billing/subscription-pages";
import { PageMessages } from "@/components/layout/page-messages";

export { generateMetadata } from "../../../../(public)/(site)/subscription/cancel/page";

export default function MemberSubscriptionCancelPage() {
  return (
    <PageMessages namespaces={["Common", "SubscriptionCancel", "SubscriptionSuccess", "Toast"]}>
      <SubscriptionCancelPage />
    </PageMessages>
  );
}

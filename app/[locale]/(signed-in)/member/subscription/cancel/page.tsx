import { SubscriptionCancelPage } from "@/components/billing/subscription-pages";

export { generateMetadata } from "../../../../(public)/(site)/subscription/cancel/page";

export default function MemberSubscriptionCancelPage() {
  return <SubscriptionCancelPage />;
}

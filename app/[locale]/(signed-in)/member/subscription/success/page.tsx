import { SubscriptionSuccessPage } from "@/components/billing/subscription-pages";

export { generateMetadata } from "../../../../(public)/(site)/subscription/success/page";

export default function MemberSubscriptionSuccessPage() {
  return <SubscriptionSuccessPage />;
}

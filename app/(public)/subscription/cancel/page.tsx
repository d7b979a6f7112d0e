import { SubscriptionCancel } from "@/components/billing/subscription-cancel";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("SubscriptionCancel", "/subscription/cancel");

export default function SubscriptionCancelPage() {
  return <SubscriptionCancel />;
}

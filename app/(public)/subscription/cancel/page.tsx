import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("SubscriptionCancel", "/subscription/cancel");

export default function SubscriptionCancelPage() {
  return <SimplePage namespace="SubscriptionCancel" />;
}

import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("SubscriptionSuccess", "/subscription/success");

export default function SubscriptionSuccessPage() {
  return <SimplePage namespace="SubscriptionSuccess" />;
}

import { Suspense } from "react";
import { SubscriptionSuccess } from "@/components/billing/subscription-success";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("SubscriptionSuccess", "/subscription/success");

export default function SubscriptionSuccessPage() {
  // useSearchParams: rendered in the browser, where the session id is.
  return (
    <Suspense>
      <SubscriptionSuccess />
    </Suspense>
  );
}

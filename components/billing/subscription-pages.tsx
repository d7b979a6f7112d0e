import { Suspense } from "react";
import { SubscriptionCancel } from "./subscription-cancel";
import { SubscriptionSuccess } from "./subscription-success";

// What Stripe Checkout returns to. useSearchParams (the session id) is read in the browser.
export function SubscriptionSuccessPage() {
  return (
    <Suspense>
      <SubscriptionSuccess />
    </Suspense>
  );
}

export function SubscriptionCancelPage() {
  return <SubscriptionCancel />;
}

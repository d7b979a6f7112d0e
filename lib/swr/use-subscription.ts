import useSWR from "swr";
import { fetcher } from "@/lib/client/client";
import type { SubscriptionView } from "@/lib/billing/schema";
import { SUBSCRIPTION_KEY } from "./keys";

/** The caller's plan as /profile shows it (GET /api/subscribe/status); it may ask Stripe, so only /profile reads it. */
export function useSubscription() {
  return useSWR<SubscriptionView, Error>(SUBSCRIPTION_KEY, fetcher("subscription"));
}

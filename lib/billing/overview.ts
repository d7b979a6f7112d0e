// The caller's plan as /profile shows it: Free or Premium, how a Premium
// subscription stands (renewing, ending, a renewal Stripe is retrying) and
// when it renews or ends, and what this server offers to manage it. Stripe is
// asked live for what its webhook events do not carry (the period's end, a
// cancellation in the Customer Portal); if it cannot be reached, the stored
// status answers without dates rather than failing the page.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { BillingProviderError } from "./errors";
import { checkoutProvider, stripeBilling } from "./provider";
import * as q from "./queries";
import type { SubscriptionView } from "./schema";
import { premiumStanding } from "./subscription-state";
import type { StripeBilling, SubscriptionTerms } from "./types";

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function liveTerms(billing: StripeBilling, subscriptionId: string): Promise<SubscriptionTerms | null> {
  try {
    return await billing.subscriptionTerms(subscriptionId);
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    console.warn(`[billing] reading ${subscriptionId} failed: ${error.message}`);
    return null;
  }
}

export async function subscriptionOverview(user: SessionUser): Promise<SubscriptionView> {
  const payments = checkoutProvider()?.name ?? "none";
  const billing = stripeBilling();
  const account = await q.billingAccount(user.id);
  const portal = Boolean(billing && account?.stripeCustomerId);
  if (!account?.isPremium) {
    return { plan: "free", status: null, payments, renewsAt: null, endsAt: null, since: null, portal };
  }
  // Without Stripe, a subscription stored from earlier days says nothing about today's Premium.
  const subscriptionId = billing ? account.stripeSubscriptionId : null;
  const terms = billing && subscriptionId ? await liveTerms(billing, subscriptionId) : null;
  const standing = premiumStanding(subscriptionId ? account.subscriptionStatus : null, terms);
  return {
    plan: "premium",
    status: standing.status,
    payments,
    renewsAt: iso(standing.renewsAt),
    endsAt: iso(standing.endsAt),
    since: iso(await q.lastActivation(user.id)),
    portal,
  };
}

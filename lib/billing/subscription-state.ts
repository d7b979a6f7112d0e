// Which Stripe subscription states keep Premium, and which of two states of a
// user's subscription wins when Stripe's events arrive late, twice, or in the
// wrong order. Pure: the webhook and activation apply these rules inside a
// transaction that holds the user's row.
import type { SubscriptionTerms } from "./types";

/** Paid, trialing, or a failed renewal Stripe is still retrying. */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

/** States a Stripe subscription never leaves. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

/**
 * How far along its life a subscription is, for two events Stripe created in
 * the same second (`created` has whole seconds): the later state wins, so
 * deliveries in any order end alike. A subscription created "incomplete" and
 * paid in the same second ends "active"; a deletion beats anything.
 */
const LIFECYCLE: Readonly<Record<string, number>> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 3,
  unpaid: 4,
  incomplete_expired: 5,
  canceled: 5,
};
const stage = (status: string | null) => (status === null ? -1 : (LIFECYCLE[status] ?? 0));

/** What the user's row holds: the last state applied, and when Stripe created its event (null: no event yet). */
export interface StoredSubscription {
  subscriptionId: string | null;
  status: string | null;
  eventAt: Date | null;
}

/** A state Stripe reported, in an event created at `at`. */
export interface SubscriptionUpdate {
  subscriptionId: string;
  status: string;
  at: Date;
}

/** A subscription that has ended stays so: nothing later makes it Premium again. */
export const hasEnded = (stored: StoredSubscription, subscriptionId: string) =>
  stored.subscriptionId === subscriptionId && stored.status !== null && ENDED_STATUSES.has(stored.status);

/**
 * Whether `next` replaces what is stored: it is newer (by Stripe's clock, or
 * further along within the same second), and it is not the end of some other
 * subscription of the customer.
 */
export function supersedes(stored: StoredSubscription, next: SubscriptionUpdate): boolean {
  if (hasEnded(stored, next.subscriptionId)) return false;
  if (ENDED_STATUSES.has(next.status) && stored.subscriptionId !== null && stored.subscriptionId !== next.subscriptionId) {
    return false;
  }
  if (stored.eventAt === null) return true;
  const delta = next.at.getTime() - stored.eventAt.getTime();
  if (delta !== 0) return delta > 0;
  return stage(next.status) > stage(stored.status);
}

/** How a Premium plan stands, as its owner is told (GET /api/subscribe/status). */
export type PremiumStanding = "active" | "trialing" | "ending" | "past_due" | "ended";

export interface Standing {
  status: PremiumStanding;
  /** The next renewal, when Stripe says. */
  renewsAt: Date | null;
  /** When Premium ends, for a cancelled subscription that runs to the end of its period. */
  endsAt: Date | null;
}

/**
 * How a Premium user's subscription stands: the status the webhook stored,
 * or better Stripe's terms read now, which also say whether the customer
 * cancelled in the Customer Portal (the status stays "active" until the
 * period ends). Premium with no Stripe subscription (the local test
 * checkout) is simply active, with no renewal to name.
 */
export function premiumStanding(stored: string | null, terms: SubscriptionTerms | null): Standing {
  const status = terms?.status ?? stored ?? "active";
  // Stripe ended it and the webhook has yet to say so: Premium goes any moment now.
  if (!PREMIUM_STATUSES.has(status)) return { status: "ended", renewsAt: null, endsAt: null };
  if (terms && (terms.cancelAtPeriodEnd || terms.cancelAt)) {
    return { status: "ending", renewsAt: null, endsAt: terms.cancelAt ?? terms.periodEnd };
  }
  const standing = status === "trialing" || status === "past_due" ? status : "active";
  return { status: standing, renewsAt: terms?.periodEnd ?? null, endsAt: null };
}

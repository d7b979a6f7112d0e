// What the rest of DreamScape knows about the payment provider: a few
// normalized shapes, free of Stripe's types, so services and route handlers
// can be written (and tested) without the SDK.
import type { Locale } from "@/lib/domain/locales";

export interface CheckoutRequest {
  userId: number;
  email: string;
  /** The user's Stripe customer, once a first checkout has created one. */
  customerId: string | null;
  /** Must contain `{CHECKOUT_SESSION_ID}`; Stripe fills it in on redirect. */
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
}

export interface CheckoutCreated {
  sessionId: string;
  /** Where to send the browser (Stripe's hosted Checkout page). */
  url: string;
  customerId: string | null;
  /** When the session can no longer be paid (Stripe: 24 hours after creation). */
  expiresAt: Date;
}

export interface CheckoutState {
  sessionId: string;
  /** From the session's client_reference_id; null when absent or not a user id. */
  userId: number | null;
  status: "open" | "complete" | "expired";
  /** payment_status "paid" or "no_payment_required" (a trial, a 100 % coupon). */
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
}

interface EventBase {
  /** Stripe's event id, for deduplicating deliveries. */
  id: string;
  /** Unix seconds; events can arrive out of order. */
  created: number;
}

export type BillingEvent = EventBase &
  (
    | { type: "checkout.completed"; checkout: CheckoutState }
    | { type: "subscription.changed"; subscriptionId: string; customerId: string | null; active: boolean; status: string }
    | { type: "subscription.deleted"; subscriptionId: string; customerId: string | null }
    | { type: "payment.failed"; subscriptionId: string | null; customerId: string | null }
    | { type: "ignored"; stripeType: string }
  );

/** A subscription's terms as Stripe states them now (what the webhook's events do not carry). */
export interface SubscriptionTerms {
  status: string;
  /** The customer cancelled (in the Customer Portal): it runs until `cancelAt`, then ends. */
  cancelAtPeriodEnd: boolean;
  /** When it is set to end, if it is. */
  cancelAt: Date | null;
  /** The end of the period paid for: the next renewal, unless it ends. */
  periodEnd: Date | null;
}

export interface StripeBilling {
  /** A subscription-mode Checkout Session for Premium. */
  createCheckout(req: CheckoutRequest): Promise<CheckoutCreated>;
  /** Null when Stripe has no such session. */
  getCheckout(sessionId: string): Promise<CheckoutState | null>;
  /** The subscription's status now (active, past_due, canceled, …); null when Stripe has no such subscription. */
  subscriptionStatus(subscriptionId: string): Promise<string | null>;
  /** Its status, renewal and end as they stand now; null when Stripe has no such subscription. */
  subscriptionTerms(subscriptionId: string): Promise<SubscriptionTerms | null>;
  /** Cancels now; a subscription that is already cancelled or unknown is left alone. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A Customer Portal session's URL, for managing payment methods and invoices. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Verifies the Stripe-Signature header; throws BillingSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signature: string | null): BillingEvent;
}

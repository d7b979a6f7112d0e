// Stripe objects → DreamScape's normalized billing shapes. Pure functions, so
// the webhook route and the success page read Stripe the same way.
import type Stripe from "stripe";
import type { BillingEvent, CheckoutState, SubscriptionTerms } from "./types";

/** An expandable field (`"cus_123"` or the object itself) as its id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

function userIdOf(reference: string | null): number | null {
  if (reference === null || !/^[1-9]\d*$/.test(reference)) return null;
  const id = Number(reference);
  return Number.isSafeInteger(id) ? id : null;
}

export function toCheckoutState(session: Stripe.Checkout.Session): CheckoutState {
  // Stripe documents null (and may add values) for status; neither is a finished session.
  const status = session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
  return {
    sessionId: session.id,
    userId: userIdOf(session.client_reference_id),
    status,
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

const dateOf = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);

/**
 * Since API version 2025-03-31 the billing period is the items' (the
 * subscription renews when the first of them does); the SDK pins a later one.
 */
export function toSubscriptionTerms(subscription: Stripe.Subscription): SubscriptionTerms {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end) => typeof end === "number");
  return {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: dateOf(subscription.cancel_at),
    periodEnd: ends.length > 0 ? dateOf(Math.min(...ends)) : null,
  };
}

/**
 * Since API version 2025-03-31 an invoice names its subscription under
 * `parent.subscription_details`; a webhook endpoint pinned to an older version
 * still sends the top-level `subscription`, so both are read.
 */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current !== null) return current;
  const legacy: unknown = "subscription" in invoice ? invoice.subscription : null;
  return typeof legacy === "string" ? legacy : null;
}

export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, created: event.created };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      // "completed" also arrives for delayed payment methods before the money is in:
      // `paid` tells the two apart, and async_payment_succeeded follows later.
      return { ...base, type: "checkout.completed", checkout: toCheckoutState(event.data.object) };
    case "customer.subscription.created":
    case "customer.subscription.updated": {
      const subscription = event.data.object;
      return {
        ...base,
        type: "subscription.changed",
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        active: subscription.status === "active" || subscription.status === "trialing",
        status: subscription.status,
      };
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return { ...base, type: "subscription.deleted", subscriptionId: subscription.id, customerId: idOf(subscription.customer) };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return {
        ...base,
        type: "payment.failed",
        subscriptionId: invoiceSubscriptionId(invoice),
        customerId: idOf(invoice.customer),
      };
    }
    default:
      return { ...base, type: "ignored", stripeType: event.type };
  }
}

// POST /api/stripe/webhook: Stripe's signed events, verified on the raw body,
// applied once per event id, and in order per user. Every delivery locks the
// user's row before it reads what was applied last, so concurrent deliveries
// apply one after another: an event older than the last applied one changes
// nothing, whatever order they arrive in (ties: lib/billing/subscription-state.ts).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";
import { BillingSignatureError } from "./errors";
import { stripeBilling } from "./provider";
import * as q from "./queries";
import { grantPaid } from "./service";
import { PREMIUM_STATUSES, supersedes } from "./subscription-state";
import type { BillingEvent } from "./types";

function subscriptionOf(event: BillingEvent): string | null {
  switch (event.type) {
    case "checkout.completed":
      return event.checkout.subscriptionId;
    case "subscription.changed":
    case "subscription.deleted":
    case "payment.failed":
      return event.subscriptionId;
    default:
      return null;
  }
}

function parse(rawBody: string, signature: string | null): BillingEvent {
  const billing = stripeBilling();
  if (!billing || !env.STRIPE_WEBHOOK_SECRET) throw new AppError("service_unavailable", "webhookNotConfigured");
  try {
    return billing.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof BillingSignatureError) throw new AppError("invalid_signature", "webhookSignature");
    throw error;
  }
}

async function apply(tx: q.Tx, event: BillingEvent, at: Date): Promise<void> {
  switch (event.type) {
    case "checkout.completed": {
      const { checkout } = event;
      if (checkout.status === "complete" && checkout.paid && checkout.userId !== null) {
        await grantPaid(tx, checkout.userId, { ...checkout, status: "active", at });
      }
      return;
    }
    case "subscription.changed":
    case "subscription.deleted": {
      const account = await q.lockAccountForSubscription(tx, event.subscriptionId, event.customerId);
      // Unknown yet (the checkout's event has not arrived): the checkout grants Premium when it does, unless this ended it.
      if (!account) return;
      const status = event.type === "subscription.deleted" ? "canceled" : event.status;
      if (!supersedes(account.subscription, { subscriptionId: event.subscriptionId, status, at })) return;
      await q.savePlan(tx, account.id, {
        isPremium: PREMIUM_STATUSES.has(status),
        subscriptionId: event.subscriptionId,
        status,
        eventAt: at,
      });
      return;
    }
    case "payment.failed":
      // The plan follows the subscription's status (past_due while Stripe retries, then canceled or unpaid).
      console.warn(`[billing] a renewal payment failed (subscription ${event.subscriptionId ?? "unknown"})`);
      return;
    case "ignored":
      return;
  }
}

/** Returns whether the event was new. */
export async function handleWebhook(rawBody: string, signature: string | null): Promise<{ received: true; duplicate: boolean }> {
  const event = parse(rawBody, signature);
  const applied = await q.onceForEvent(
    { id: event.id, type: event.type, subscriptionId: subscriptionOf(event), created: event.created },
    (tx) => apply(tx, event, new Date(event.created * 1000)),
  );
  return { received: true, duplicate: !applied };
}

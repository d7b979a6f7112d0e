// The paid plan. Premium is granted only for a paid, complete checkout of the
// caller's own (activate), or by Stripe's signed webhook, the source of truth
// for everything after: renewals that fail, cancellations, dashboard changes.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { BillingProviderError, BillingSignatureError } from "./errors";
import { payLocalCheckout } from "./local";
import { checkoutProvider, stripeBilling } from "./provider";
import * as q from "./queries";
import type { CheckoutStarted, PlanResult } from "./schema";
import type { BillingEvent } from "./types";

/** Subscription states that keep Premium: paid, trialing, or a failed renewal Stripe is still retrying. */
const PREMIUM_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

const appUrl = (path: string) => new URL(path, env.APP_URL).toString();

/** Stripe could not be reached or refused: the plan stays as it is, and the user is told to try later. */
function unavailable(error: unknown): never {
  if (error instanceof BillingProviderError) {
    console.warn(`[billing] Stripe ${error.kind}: ${error.message}`);
    throw new AppError("service_unavailable", "paymentUnavailable", { headers: { "Retry-After": "30" } });
  }
  throw error;
}

export async function startCheckout(user: SessionUser, locale: Locale): Promise<CheckoutStarted> {
  if (user.isPremium) throw new AppError("conflict", "alreadyPremium");
  const account = await q.billingAccount(user.id);
  if (!account) throw new AppError("unauthorized", "unauthorized");
  const provider = checkoutProvider();
  const created = await provider
    .createCheckout({
      userId: user.id,
      email: account.email,
      customerId: account.stripeCustomerId,
      successUrl: `${appUrl("/subscription/success")}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: appUrl("/subscription/cancel"),
      locale,
    })
    .catch(unavailable);
  return { sessionId: created.sessionId, url: created.url, provider: provider.name };
}

/**
 * Premium for a checkout the caller paid for; idempotent. Anything else (a
 * session that is someone else's, unknown, unpaid or expired) leaves the plan
 * as it is and says why.
 */
export async function activate(user: SessionUser, sessionId: string): Promise<PlanResult> {
  const state = await checkoutProvider().getCheckout(sessionId).catch(unavailable);
  if (!state || state.userId !== user.id) throw new AppError("not_found", "checkoutNotFound");
  if (state.status === "expired") throw new AppError("conflict", "checkoutExpired");
  if (state.status !== "complete" || !state.paid) throw new AppError("conflict", "checkoutNotPaid");
  const isPremium = await q.grantPremium(user.id, { customerId: state.customerId, subscriptionId: state.subscriptionId });
  if (!isPremium) throw new AppError("conflict", "subscriptionEnded");
  return { isPremium };
}

/** The local test checkout's "pay" button: completes the session, then the success page activates it. */
export async function payTestCheckout(user: SessionUser, sessionId: string): Promise<{ url: string }> {
  if (stripeBilling()) throw new AppError("not_found", "checkoutNotFound");
  if (!(await payLocalCheckout(user.id, sessionId))) throw new AppError("not_found", "checkoutNotFound");
  return { url: `${appUrl("/subscription/success")}?session_id=${encodeURIComponent(sessionId)}` };
}

/** Free at once: the Stripe subscription is cancelled first; if Stripe cannot be reached, nothing changes. A Free caller's downgrade is a no-op. */
export async function downgrade(user: SessionUser): Promise<PlanResult> {
  const account = await q.billingAccount(user.id);
  if (!account?.isPremium) return { isPremium: false };
  const billing = stripeBilling();
  if (billing && account.stripeSubscriptionId) {
    await billing.cancelSubscription(account.stripeSubscriptionId).catch((error: unknown) => {
      if (error instanceof BillingProviderError) {
        console.warn(`[billing] cancelling ${account.stripeSubscriptionId} failed: ${error.message}`);
        throw new AppError("service_unavailable", "downgradeFailed", { headers: { "Retry-After": "30" } });
      }
      throw error;
    });
  }
  await q.endPremium(user.id);
  return { isPremium: false };
}

/** Stripe's Customer Portal (cards, invoices), for a user Stripe knows. */
export async function portal(user: SessionUser): Promise<{ url: string }> {
  const billing = stripeBilling();
  const account = await q.billingAccount(user.id);
  if (!billing || !account?.stripeCustomerId) throw new AppError("not_found", "noBillingAccount");
  const url = await billing.portalUrl(account.stripeCustomerId, appUrl("/pricing")).catch(unavailable);
  return { url };
}

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

/**
 * POST /api/stripe/webhook: verified on the raw body, applied once per event
 * id, and in order per subscription (an event older than the last applied one
 * changes nothing). Returns whether the event was new.
 */
export async function handleWebhook(rawBody: string, signature: string | null): Promise<{ received: true; duplicate: boolean }> {
  const billing = stripeBilling();
  if (!billing || !env.STRIPE_WEBHOOK_SECRET) throw new AppError("service_unavailable", "webhookNotConfigured");
  let event: BillingEvent;
  try {
    event = billing.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof BillingSignatureError) throw new AppError("invalid_signature", "webhookSignature");
    throw error;
  }
  const at = new Date(event.created * 1000);
  const applied = await q.onceForEvent(
    { id: event.id, type: event.type, subscriptionId: subscriptionOf(event), created: event.created },
    async (tx) => {
      switch (event.type) {
        case "checkout.completed": {
          const { checkout } = event;
          if (checkout.status === "complete" && checkout.paid && checkout.userId !== null) {
            await q.grantPremium(checkout.userId, checkout, tx);
          }
          return;
        }
        case "subscription.changed":
        case "subscription.deleted": {
          const user = await q.userForSubscription(tx, event.subscriptionId, event.customerId);
          // Unknown yet (the checkout's event has not arrived): the checkout grants Premium when it does.
          if (!user) return;
          if (user.subscriptionEventAt && user.subscriptionEventAt > at) return;
          // Another subscription of the same customer ending does not end this one.
          if (
            event.type === "subscription.deleted" &&
            user.stripeSubscriptionId &&
            user.stripeSubscriptionId !== event.subscriptionId
          ) {
            return;
          }
          const status = event.type === "subscription.deleted" ? "canceled" : event.status;
          await q.setSubscriptionState(tx, user.id, {
            subscriptionId: event.subscriptionId,
            status,
            premium: PREMIUM_STATUSES.has(status),
            at,
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
    },
  );
  return { received: true, duplicate: !applied };
}

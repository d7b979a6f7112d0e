// The paid plan. Premium is granted only for a paid, complete checkout of the
// caller's own (activate, once per checkout), or by Stripe's signed webhook
// (lib/billing/webhooks.ts), the source of truth for everything after:
// renewals that fail, cancellations, dashboard changes.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/domain/locales";
import { BillingProviderError } from "./errors";
import { payLocalCheckout } from "./local";
import { checkoutProvider, stripeBilling, type CheckoutProvider } from "./provider";
import * as q from "./queries";
import type { CheckoutStarted, PlanResult } from "./schema";
import { hasEnded, PREMIUM_STATUSES, supersedes } from "./subscription-state";
import type { CheckoutState } from "./types";

const appUrl = (path: string) => new URL(path, env.APP_URL).toString();

/** Stripe could not be reached or refused: the plan stays as it is, and the user is told to try later. */
function unavailable(error: unknown): never {
  if (error instanceof BillingProviderError) {
    console.warn(`[billing] Stripe ${error.kind}: ${error.message}`);
    throw new AppError("service_unavailable", "paymentUnavailable", { headers: { "Retry-After": "30" } });
  }
  throw error;
}

/**
 * No Stripe keys on a public deployment without BILLING_LOCAL=1. No
 * Retry-After: waiting does not help, the operator has to configure payments.
 */
function provider(): CheckoutProvider {
  const configured = checkoutProvider();
  if (!configured) throw new AppError("service_unavailable", "paymentsNotConfigured");
  return configured;
}

/**
 * Premium for a paid checkout, decided with the user's row locked. `at` is
 * the creation time of the webhook event that reported it, which orders it
 * among the subscription's other events; activation reads Stripe live and
 * passes null. False when the subscription has ended (or the user is gone).
 */
export async function grantPaid(
  tx: q.Tx,
  userId: number,
  paid: { customerId: string | null; subscriptionId: string | null; status: string; at: Date | null },
): Promise<boolean> {
  const account = await q.lockAccount(tx, userId);
  if (!account) return false;
  const { subscriptionId, at } = paid;
  const customerId = paid.customerId ?? undefined;
  if (!subscriptionId) {
    await q.savePlan(tx, userId, { isPremium: true, customerId });
    return true;
  }
  const stored = account.subscription;
  if (hasEnded(stored, subscriptionId) || (await q.subscriptionDeleted(tx, subscriptionId))) return false;
  // A newer event already said how this subscription stands: this older one changes nothing.
  if (at && !supersedes(stored, { subscriptionId, status: paid.status, at })) return account.isPremium;
  await q.savePlan(tx, userId, { isPremium: true, customerId, subscriptionId, status: paid.status, eventAt: at ?? undefined });
  return true;
}

export async function startCheckout(user: SessionUser, locale: Locale): Promise<CheckoutStarted> {
  if (user.isPremium) throw new AppError("conflict", "alreadyPremium");
  const checkout = provider();
  const account = await q.billingAccount(user.id);
  if (!account) throw new AppError("unauthorized", "unauthorized");
  const created = await checkout
    .createCheckout({
      userId: user.id,
      email: account.email,
      customerId: account.stripeCustomerId,
      successUrl: `${appUrl("/subscription/success")}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: appUrl("/subscription/cancel"),
      locale,
    })
    .catch(unavailable);
  // Local sessions are stored as they are created; Stripe's are recorded so activation can consume them.
  if (checkout.name === "stripe") {
    await q.recordStripeCheckout({ id: created.sessionId, userId: user.id, expiresAt: created.expiresAt });
  }
  return { sessionId: created.sessionId, url: created.url, provider: checkout.name };
}

/** The Stripe subscription a checkout paid for, as it stands now; null when there is none. */
async function liveStatus(state: CheckoutState): Promise<string | null> {
  const billing = stripeBilling();
  if (!billing || !state.subscriptionId) return null;
  return billing.subscriptionStatus(state.subscriptionId).catch(unavailable);
}

/**
 * Premium for a checkout the caller paid for, once: activation consumes the
 * checkout. Loading the success page again answers Premium while the user is
 * Premium; after a downgrade (or the subscription's end) the same checkout is
 * refused. Anything else (a session that is someone else's, unknown, unpaid
 * or expired, a Stripe subscription no longer active) leaves the plan as it is
 * and says why.
 */
export async function activate(user: SessionUser, sessionId: string): Promise<PlanResult> {
  const checkout = provider();
  const state = await checkout.getCheckout(sessionId).catch(unavailable);
  if (!state || state.userId !== user.id) throw new AppError("not_found", "checkoutNotFound");
  if (state.status === "expired") throw new AppError("conflict", "checkoutExpired");
  if (state.status !== "complete" || !state.paid) throw new AppError("conflict", "checkoutNotPaid");
  // Read before the transaction, so no row stays locked while Stripe answers.
  const status = checkout.name === "stripe" ? await liveStatus(state) : null;

  // Concurrent activations of one checkout queue on the user's row: the first consumes it, the others see it consumed.
  return q.transaction(async (tx) => {
    const account = await q.lockAccount(tx, user.id);
    if (!(await q.consumeCheckout(tx, { id: state.sessionId, userId: user.id, provider: checkout.name }))) {
      if (account?.isPremium) return { isPremium: true };
      throw new AppError("conflict", "checkoutAlreadyUsed");
    }
    // Throwing rolls the consumption back: nothing was granted for this checkout.
    if (checkout.name === "stripe" && !(status && PREMIUM_STATUSES.has(status))) {
      throw new AppError("conflict", "subscriptionEnded");
    }
    const granted = await grantPaid(tx, user.id, {
      customerId: state.customerId,
      subscriptionId: state.subscriptionId,
      status: status ?? "active",
      at: null,
    });
    if (!granted) throw new AppError("conflict", "subscriptionEnded");
    return { isPremium: true };
  });
}

/** The local test checkout's "pay" button: completes the session, then the success page activates it. */
export async function payTestCheckout(user: SessionUser, sessionId: string): Promise<{ url: string }> {
  if (checkoutProvider()?.name !== "local") throw new AppError("not_found", "checkoutNotFound");
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

/** Stripe's Customer Portal (cards, invoices), for a user Stripe knows; it leads back to `returnTo`. */
export async function portal(user: SessionUser, returnTo: "/pricing" | "/profile" = "/pricing"): Promise<{ url: string }> {
  const billing = stripeBilling();
  const account = await q.billingAccount(user.id);
  if (!billing || !account?.stripeCustomerId) throw new AppError("not_found", "noBillingAccount");
  const url = await billing.portalUrl(account.stripeCustomerId, appUrl(returnTo)).catch(unavailable);
  return { url };
}

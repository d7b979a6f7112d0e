// Plan changes, checkouts and the webhook's bookkeeping. Every change of
// isPremium goes through here; the ones that depend on what is stored run in a
// transaction that first locks the user's row (lockAccount), so concurrent
// activations and webhook deliveries for one user apply one after another,
// each seeing what the previous one wrote.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StoredSubscription } from "./subscription-state";

export type Tx = Prisma.TransactionClient;

export function billingAccount(userId: number) {
  return db().user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      isPremium: true,
      stripeCustomerId: true,
      stripeSubscriptionId: true,
      subscriptionStatus: true,
    },
  });
}

/** When a checkout last made the user Premium; null when none did (Stripe's webhook alone, or no checkout at all). */
export async function lastActivation(userId: number): Promise<Date | null> {
  const checkout = await db().checkoutSession.findFirst({
    where: { userId, activatedAt: { not: null } },
    orderBy: { activatedAt: "desc" },
    select: { activatedAt: true },
  });
  return checkout?.activatedAt ?? null;
}

export const transaction = <T>(run: (tx: Tx) => Promise<T>): Promise<T> => db().$transaction(run);

/** A user's plan as stored, read with the row locked until the transaction ends. */
export interface LockedAccount {
  id: number;
  isPremium: boolean;
  subscription: StoredSubscription;
}

interface AccountRow {
  id: number;
  isPremium: boolean;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionEventAt: Date | null;
}

function locked(rows: AccountRow[]): LockedAccount | null {
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    isPremium: row.isPremium,
    subscription: { subscriptionId: row.stripeSubscriptionId, status: row.subscriptionStatus, eventAt: row.subscriptionEventAt },
  };
}

export async function lockAccount(tx: Tx, userId: number): Promise<LockedAccount | null> {
  return locked(
    await tx.$queryRaw<AccountRow[]>`
      SELECT "id", "isPremium", "stripeSubscriptionId", "subscriptionStatus", "subscriptionEventAt"
      FROM "users" WHERE "id" = ${userId}
      FOR UPDATE`,
  );
}

/** The user a subscription (or, failing that, a Stripe customer) belongs to, locked like lockAccount. */
export async function lockAccountForSubscription(
  tx: Tx,
  subscriptionId: string,
  customerId: string | null,
): Promise<LockedAccount | null> {
  return locked(
    await tx.$queryRaw<AccountRow[]>`
      SELECT "id", "isPremium", "stripeSubscriptionId", "subscriptionStatus", "subscriptionEventAt"
      FROM "users"
      WHERE "stripeSubscriptionId" = ${subscriptionId} OR "stripeCustomerId" = ${customerId}
      ORDER BY ("stripeSubscriptionId" IS NOT DISTINCT FROM ${subscriptionId}) DESC
      LIMIT 1
      FOR UPDATE`,
  );
}

/** Whether Stripe already told us this subscription ended (an event can overtake the checkout's). */
export async function subscriptionDeleted(tx: Tx, subscriptionId: string): Promise<boolean> {
  const ended = await tx.billingEvent.findFirst({
    where: { subscriptionId, type: "subscription.deleted" },
    select: { id: true },
  });
  return ended !== null;
}

/** Writes the plan; fields left undefined keep their value. */
export async function savePlan(
  tx: Tx,
  userId: number,
  plan: { isPremium: boolean; customerId?: string; subscriptionId?: string; status?: string; eventAt?: Date },
): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: {
      isPremium: plan.isPremium,
      stripeCustomerId: plan.customerId,
      stripeSubscriptionId: plan.subscriptionId,
      subscriptionStatus: plan.status,
      subscriptionEventAt: plan.eventAt,
    },
  });
}

export async function endPremium(userId: number): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { isPremium: false, subscriptionStatus: "canceled" } });
}

/** A Stripe Checkout Session as it is started, so its activation can be recorded like a local one's. */
export async function recordStripeCheckout(checkout: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db().checkoutSession.create({ data: { ...checkout, provider: "stripe" } });
}

/**
 * Marks a paid checkout of this user as activated. Returns false when it
 * already was: one checkout grants Premium once, however often (or however
 * concurrently) its success page is loaded. A Stripe session started before
 * checkouts were recorded is recorded now, already complete.
 */
export async function consumeCheckout(
  tx: Tx,
  checkout: { id: string; userId: number; provider: "stripe" | "local" },
): Promise<boolean> {
  const now = new Date();
  if (checkout.provider === "stripe") {
    await tx.checkoutSession.createMany({
      data: [{ ...checkout, status: "complete", paid: true, expiresAt: now, completedAt: now }],
      skipDuplicates: true,
    });
  }
  const { count } = await tx.checkoutSession.updateMany({
    where: { ...checkout, activatedAt: null },
    data: { status: "complete", paid: true, activatedAt: now, ...(checkout.provider === "stripe" ? { completedAt: now } : {}) },
  });
  return count === 1;
}

/**
 * Records a webhook event once, by Stripe's id, and runs `apply` in the same
 * transaction: a second delivery changes nothing, and an event whose
 * handling failed is not recorded (Stripe delivers it again).
 */
export function onceForEvent(
  event: { id: string; type: string; subscriptionId: string | null; created: number },
  apply: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "billing_events" ("id", "type", "subscriptionId", "createdAt")
      VALUES (${event.id}, ${event.type}, ${event.subscriptionId}, ${new Date(event.created * 1000)})
      ON CONFLICT ("id") DO NOTHING`;
    if (inserted === 0) return false;
    await apply(tx);
    return true;
  });
}

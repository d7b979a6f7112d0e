// Plan changes and the webhook's bookkeeping. Every change of isPremium goes
// through here.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export function billingAccount(userId: number) {
  return db().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, isPremium: true, stripeCustomerId: true, stripeSubscriptionId: true },
  });
}

type Tx = Prisma.TransactionClient;

/** Whether Stripe already told us this subscription ended (an event can overtake the checkout's). */
async function subscriptionEnded(tx: Tx, subscriptionId: string | null): Promise<boolean> {
  if (!subscriptionId) return false;
  const ended = await tx.billingEvent.findFirst({
    where: { subscriptionId, type: "subscription.deleted" },
    select: { id: true },
  });
  return ended !== null;
}

/** Premium for a paid checkout; remembers the Stripe customer and subscription. Returns the plan now. */
export async function grantPremium(
  userId: number,
  paid: { customerId: string | null; subscriptionId: string | null },
  tx?: Tx,
): Promise<boolean> {
  const run = async (t: Tx) => {
    if (await subscriptionEnded(t, paid.subscriptionId)) return false;
    await t.user.update({
      where: { id: userId },
      data: {
        isPremium: true,
        ...(paid.customerId ? { stripeCustomerId: paid.customerId } : {}),
        ...(paid.subscriptionId ? { stripeSubscriptionId: paid.subscriptionId, subscriptionStatus: "active" } : {}),
      },
    });
    return true;
  };
  return tx ? run(tx) : db().$transaction(run);
}

export async function endPremium(userId: number): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { isPremium: false, subscriptionStatus: "canceled" } });
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

/** The user a subscription (or, failing that, a Stripe customer) belongs to. */
export function userForSubscription(tx: Tx, subscriptionId: string, customerId: string | null) {
  return tx.user.findFirst({
    where: { OR: [{ stripeSubscriptionId: subscriptionId }, ...(customerId ? [{ stripeCustomerId: customerId }] : [])] },
    select: { id: true, stripeSubscriptionId: true, subscriptionEventAt: true },
  });
}

export async function setSubscriptionState(
  tx: Tx,
  userId: number,
  state: { subscriptionId: string; status: string; premium: boolean; at: Date },
): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: {
      isPremium: state.premium,
      stripeSubscriptionId: state.subscriptionId,
      subscriptionStatus: state.status,
      subscriptionEventAt: state.at,
    },
  });
}

// Push subscriptions, always scoped by their owner.
import "server-only";
import { db } from "@/lib/db";
import type { PushSubscriptionInput } from "./schema";

/** Subscriptions kept per user; a new one past this makes the oldest go. */
export const MAX_SUBSCRIPTIONS = 10;

const listed = { id: true, endpoint: true, createdAt: true } as const;

/**
 * Stores the browser's subscription for the user. An endpoint is one browser:
 * stored before (by this account or the one signed in there before), it now
 * belongs to this user with these keys. Past MAX_SUBSCRIPTIONS the oldest go.
 */
export async function saveSubscription(userId: number, input: PushSubscriptionInput) {
  const data = { userId, p256dh: input.keys.p256dh.replace(/=+$/, ""), auth: input.keys.auth.replace(/=+$/, "") };
  return db().$transaction(async (tx) => {
    const saved = await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { endpoint: input.endpoint, ...data },
      update: data,
      select: listed,
    });
    const older = await tx.pushSubscription.findMany({
      where: { userId },
      orderBy: { id: "desc" },
      skip: MAX_SUBSCRIPTIONS,
      select: { id: true },
    });
    if (older.length > 0) await tx.pushSubscription.deleteMany({ where: { id: { in: older.map((s) => s.id) } } });
    return saved;
  });
}

export async function listSubscriptions(userId: number) {
  return db().pushSubscription.findMany({ where: { userId }, orderBy: { id: "desc" }, select: listed });
}

/** What a message is encrypted for. */
export async function pushTargets(userId: number) {
  return db().pushSubscription.findMany({
    where: { userId },
    orderBy: { id: "desc" },
    select: { id: true, endpoint: true, p256dh: true, auth: true },
  });
}

export async function deleteSubscription(userId: number, endpoint: string) {
  await db().pushSubscription.deleteMany({ where: { userId, endpoint } });
}

export async function deleteSubscriptionsById(ids: number[]) {
  if (ids.length > 0) await db().pushSubscription.deleteMany({ where: { id: { in: ids } } });
}

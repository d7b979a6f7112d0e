// Web Push for a user's browsers: their subscriptions, and a message to all
// of them. A subscription its push service no longer knows (404, 410) is
// deleted; push is off altogether without VAPID keys (503).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { subscriptionEndpointProblem, type Resolver } from "./endpoint";
import * as q from "./queries";
import type { PushSubscriptionInput, PushSubscriptionList } from "./schema";
import { sendPush, type PushMessage } from "./send";
import { pushConfigured, vapid } from "./vapid";

function requirePush() {
  const keys = vapid();
  if (!keys) throw new AppError("service_unavailable", "pushUnavailable");
  return keys;
}

/** GET /api/push/key: what browsers subscribe with (applicationServerKey). */
export function pushPublicKey(): { publicKey: string } {
  return { publicKey: requirePush().publicKey };
}

const listed = (row: { id: number; endpoint: string; createdAt: Date }) => ({
  id: row.id,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/push/subscriptions: only endpoints the SSRF guard accepts (./endpoint.ts), else 400. */
export async function subscribe(userId: number, input: PushSubscriptionInput, resolve?: Resolver) {
  requirePush();
  const problem = await subscriptionEndpointProblem(input.endpoint, resolve);
  if (problem) {
    throw new AppError("validation_failed", "pushEndpointNotAllowed", { details: { fields: { endpoint: problem } } });
  }
  return listed(await q.saveSubscription(userId, input));
}

export async function subscriptions(userId: number): Promise<PushSubscriptionList> {
  return (await q.listSubscriptions(userId)).map(listed);
}

export async function unsubscribe(userId: number, endpoint: string): Promise<void> {
  await q.deleteSubscription(userId, endpoint);
}

/** Sends `message` to every browser of the user; returns how many push services took it. */
export async function pushToUser(userId: number, message: PushMessage): Promise<number> {
  if (!pushConfigured()) return 0;
  const targets = await q.pushTargets(userId);
  const outcomes = await Promise.all(targets.map((target) => sendPush(target, message)));
  await q.deleteSubscriptionsById(targets.filter((_, i) => outcomes[i] === "gone").map((t) => t.id));
  return outcomes.filter((outcome) => outcome === "sent").length;
}

// The local test checkout (no Stripe keys): sessions in the database and a
// page of the app's own (/checkout/{id}) standing in for Stripe's hosted
// Checkout. It speaks the same CheckoutState as Stripe, so activation and the
// plan rules are the same code for both; "paying" is a button, and the page
// says in every language that no payment is taken.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { CheckoutCreated, CheckoutRequest, CheckoutState } from "./types";

/** An open local session can be paid for this long, like Stripe's 24 hours. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const LOCAL_SESSION_PATTERN = /^cs_local_[A-Za-z0-9_-]{22}$/;

export function newLocalSessionId(): string {
  return `cs_local_${randomBytes(16).toString("base64url")}`;
}

export async function createLocalCheckout(req: CheckoutRequest, appUrl: string): Promise<CheckoutCreated> {
  const id = newLocalSessionId();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db().checkoutSession.create({ data: { id, provider: "local", userId: req.userId, expiresAt } });
  return { sessionId: id, url: new URL(`/checkout/${id}`, appUrl).toString(), customerId: null, expiresAt };
}

export async function getLocalCheckout(sessionId: string): Promise<CheckoutState | null> {
  if (!LOCAL_SESSION_PATTERN.test(sessionId)) return null;
  const row = await db().checkoutSession.findUnique({ where: { id: sessionId } });
  if (!row) return null;
  const expired = row.status === "expired" || (row.status === "open" && row.expiresAt.getTime() < Date.now());
  return {
    sessionId: row.id,
    userId: row.userId,
    status: expired ? "expired" : row.status === "complete" ? "complete" : "open",
    paid: row.paid,
    customerId: null,
    subscriptionId: null,
  };
}

/** "Pays" an open session of this user: true when it is now complete (or already was). */
export async function payLocalCheckout(userId: number, sessionId: string): Promise<boolean> {
  if (!LOCAL_SESSION_PATTERN.test(sessionId)) return false;
  const { count } = await db().checkoutSession.updateMany({
    where: { id: sessionId, userId, status: "open", expiresAt: { gt: new Date() } },
    data: { status: "complete", paid: true, completedAt: new Date() },
  });
  if (count === 1) return true;
  const row = await db().checkoutSession.findFirst({ where: { id: sessionId, userId }, select: { status: true } });
  return row?.status === "complete";
}

// This server's VAPID identity (RFC 8292): push services accept messages
// signed with the private key for subscriptions made with the public one.
import "server-only";
import { env } from "@/lib/env";

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: */
  subject: string;
}

/** "DreamScape <no-reply@example.com>" → "no-reply@example.com". */
const addressIn = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

/** The keys and subject, or null: without both keys push is off. */
export function vapid(): Vapid | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? `mailto:${addressIn(env.MAIL_FROM)}`,
  };
}

export const pushConfigured = (): boolean => vapid() !== null;

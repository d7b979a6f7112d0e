// Known devices (OWASP's "device cookies"): a browser that has signed in to
// an account is not held back by the account-wide lockout that others can
// cause, from many addresses or from addresses they make up. Every sign-in
// gives its browser a new random token (replacing the one it sent), stored
// only as its SHA-256 with the account, the newest DEVICES_KEPT per account.
// Logout, which signs out everywhere, and a password reset delete them all,
// so a copied cookie stops counting as soon as the owner does either. The
// token proves an earlier sign-in from this browser and grants nothing else:
// the per-client limits still apply, and no request is authorized by it.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { NextResponse } from "next/server";
import * as q from "./queries";
import { secureCookies } from "./token";

export const DEVICE_COOKIE = secureCookies ? "__Secure-dreamscape.known-device" : "dreamscape.known-device";
const DEVICE_MAX_AGE = 365 * 24 * 60 * 60; // seconds
/** Sign-ins remembered per account: older browsers sign in as strangers do. */
export const DEVICES_KEPT = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const oldestLive = () => new Date(Date.now() - DEVICE_MAX_AGE * 1000);
const wellFormed = (token: string | undefined): token is string => token !== undefined && TOKEN_PATTERN.test(token);

/** The known device that sent `token` (DEVICE_COOKIE's value): its id and account, or null. */
export async function findKnownDevice(token: string | undefined): Promise<{ id: number; userId: number } | null> {
  return wellFormed(token) ? q.findDevice(hashToken(token), oldestLive()) : null;
}

/** A new token for the browser that just signed in to `userId`, in place of the one it sent (`previous`). */
export async function issueDeviceToken(userId: number, previous: string | undefined): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await q.storeDevice(userId, hashToken(token), wellFormed(previous) ? hashToken(previous) : null, DEVICES_KEPT, oldestLive());
  return token;
}

/**
 * Sent to the API only: sign-in asks whether the browser is known, and so
 * does account deletion, whose limit on wrong passwords is per device.
 */
export function setDeviceCookie(response: NextResponse, token: string): void {
  response.cookies.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/api",
    maxAge: DEVICE_MAX_AGE,
  });
}

export function clearDeviceCookie(response: NextResponse): void {
  response.cookies.set(DEVICE_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: secureCookies, path: "/api", maxAge: 0 });
}

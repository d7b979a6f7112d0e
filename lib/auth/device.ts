// Known devices (OWASP's "device cookies"): a browser that has signed in to
// an account is not locked out when others exhaust the account's own ceiling
// of wrong passwords, from many addresses or from addresses they make up
// (X-Forwarded-For under a wrong TRUST_PROXY). The owner's usual browser keeps
// working; everyone else still waits. The cookie holds the account's id and an
// HMAC of it under NEXTAUTH_SECRET: it proves an earlier sign-in from this
// browser and grants nothing else (the per-client limit still applies).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextResponse } from "next/server";
import { sessionSecret } from "@/lib/env";
import { secureCookies } from "./token";

export const DEVICE_COOKIE = secureCookies ? "__Secure-dreamscape.device" : "dreamscape.device";
const DEVICE_MAX_AGE = 365 * 24 * 60 * 60; // seconds

const mac = (userId: number) => createHmac("sha256", sessionSecret()).update(`known-device:${userId}`).digest("base64url");

export function isKnownDevice(cookie: string | undefined, userId: number): boolean {
  if (!cookie) return false;
  const [id, signature = ""] = cookie.split(".");
  if (id !== String(userId)) return false;
  const expected = Buffer.from(mac(userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Remembers that this browser signed in to `userId` (one account per browser: the last). */
export function rememberDevice(response: NextResponse, userId: number): void {
  response.cookies.set(DEVICE_COOKIE, `${userId}.${mac(userId)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/api/login",
    maxAge: DEVICE_MAX_AGE,
  });
}

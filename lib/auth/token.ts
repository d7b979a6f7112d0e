// Session tokens: next-auth JWTs carrying the user id and a session version.
// Free of database access so proxy.ts can read them for its redirects.
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { SESSION_COOKIES } from "@/lib/domain/wire.mjs";
import { servedOverHttps, sessionSecret } from "@/lib/env";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60; // seconds
export const secureCookies = servedOverHttps();
/** next-auth's own cookie names, so its helpers (getToken) read our sessions. */
export const SESSION_COOKIE = secureCookies ? SESSION_COOKIES.secure : SESSION_COOKIES.plain;

export interface SessionClaims {
  userId: number;
  version: number;
}

export function createSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { sub: String(claims.userId), ver: claims.version },
    secret: sessionSecret(),
    maxAge: SESSION_MAX_AGE,
  });
}

/** Null for a missing, forged, tampered or expired token. */
export async function readSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: sessionSecret() });
    const userId = Number(payload?.sub);
    const version = payload?.ver;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== "number") return null;
    return { userId, version };
  } catch {
    return null;
  }
}

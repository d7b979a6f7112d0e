// Session tokens: next-auth JWTs carrying the user id and a session version.
// Free of database access so proxy.ts can read them for its redirects.
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { env, sessionSecret } from "@/lib/env";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60; // seconds
export const secureCookies = env.APP_URL.startsWith("https://");
/** next-auth's own cookie names, so its helpers (getToken) read our sessions. */
export const SESSION_COOKIE = secureCookies ? "__Secure-next-auth.session-token" : "next-auth.session-token";

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

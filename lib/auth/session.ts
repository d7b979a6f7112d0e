// Sessions are next-auth JWTs (encrypted, signed with NEXTAUTH_SECRET) that
// carry only the user id and a session version. Every request re-reads the
// user, so a bumped version (logout, password reset) revokes old cookies and
// the plan is never trusted from the token.
import "server-only";
import type { NextResponse } from "next/server";
import { sessionUser } from "./queries";
import { readSessionToken, SESSION_COOKIE, SESSION_MAX_AGE, secureCookies } from "./token";

export { createSessionToken, readSessionToken, SESSION_COOKIE } from "./token";

export interface SessionUser {
  id: number;
  email: string;
  isPremium: boolean;
  sessionVersion: number;
  /** Whether dream text may go to the external AI provider; null until asked. */
  aiConsent: boolean | null;
}

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * The signed-in user, or null. `invalid` says a cookie was present but is not
 * a live session (forged, expired, revoked, or its user deleted).
 */
export async function getSessionUser(cookies: CookieReader): Promise<{ user: SessionUser | null; invalid: boolean }> {
  const raw = cookies.get(SESSION_COOKIE)?.value;
  if (!raw) return { user: null, invalid: false };
  const claims = await readSessionToken(raw);
  if (!claims) return { user: null, invalid: true };
  const user = await sessionUser(claims.userId);
  if (!user || user.sessionVersion !== claims.version) return { user: null, invalid: true };
  return { user, invalid: false };
}

export function setSessionCookie(response: NextResponse, token: string): void {
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: SESSION_MAX_AGE,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: secureCookies, path: "/", maxAge: 0 });
}

// The signed-in user as server components see it, read once per request.
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { userView } from "./service";
import type { PublicUser } from "./schema";
import { getSessionUser } from "./session";

export interface CurrentSession {
  /** The user; null when nobody is signed in; undefined when the database cannot tell right now. */
  user: PublicUser | null | undefined;
  /** A session cookie is present but no longer valid (revoked, expired, its user deleted). */
  invalid: boolean;
}

export const currentSession = cache(async (): Promise<CurrentSession> => {
  try {
    const session = await getSessionUser(await cookies());
    return { user: session.user ? await userView(session.user.id) : null, invalid: session.invalid };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { user: undefined, invalid: false };
    throw error;
  }
});

/** The user, null when nobody is signed in, or undefined when the database cannot tell (the browser then asks /api/user). */
export const currentUser = async (): Promise<PublicUser | null | undefined> => (await currentSession()).user;

// The signed-in user as server components see it, read once per request.
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { isDatabaseUnavailable } from "@/lib/api/unavailable";
import { publicUser } from "./queries";
import type { PublicUser } from "./schema";
import { getSessionUser } from "./session";

/**
 * The user, null when nobody is signed in, or undefined when the database
 * cannot tell right now (the browser then asks /api/user itself).
 */
export const currentUser = cache(async (): Promise<PublicUser | null | undefined> => {
  try {
    const { user } = await getSessionUser(await cookies());
    return user ? await publicUser(user.id) : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
});

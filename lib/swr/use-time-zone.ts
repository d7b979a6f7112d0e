import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { api } from "@/lib/api/client";
import { USER_KEY } from "./keys";

/** Stores the time zone the user's days follow (PATCH /api/user) and updates the signed-in user everywhere. */
export function useSaveTimeZone() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (timeZone: string) => {
      const user = await api("PATCH", "/api/user", "publicUser", { timeZone });
      await mutate(USER_KEY, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
}

/** This browser's IANA time zone, or null where it does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

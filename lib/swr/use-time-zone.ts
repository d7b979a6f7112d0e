import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { api } from "@/lib/client/client";
import { USER_KEY } from "./keys";

/**
 * Stores the time zone the user's days and dates follow (PATCH /api/user),
 * updates the signed-in user everywhere, and renders the page again on the
 * server: its dates, and the zone the browser formats with
 * (components/layout/signed-in-frame.tsx), are then the new zone's.
 */
export function useSaveTimeZone() {
  const { mutate } = useSWRConfig();
  const router = useRouter();
  return useCallback(
    async (timeZone: string) => {
      const user = await api("PATCH", "/api/user", "publicUser", { timeZone });
      await mutate(USER_KEY, user, { revalidate: false });
      router.refresh();
      return user;
    },
    [mutate, router],
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

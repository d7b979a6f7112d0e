import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { api } from "@/lib/client/client";
import { USER_KEY } from "./keys";

/** Stores the user's choice about the external AI (PATCH /api/user) and updates the signed-in user everywhere. */
export function useAiConsent() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (aiConsent: boolean) => {
      const user = await api("PATCH", "/api/user", "publicUser", { aiConsent });
      await mutate(USER_KEY, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
}

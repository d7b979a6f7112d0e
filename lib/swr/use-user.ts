import useSWR from "swr";
import { fetcherOrNull } from "@/lib/client/client";
import type { PublicUser } from "@/lib/auth/schema";
import { USER_KEY } from "./keys";

/** The signed-in user, null when nobody is; `fallback` is what the server already knew. */
export function useUserQuery(fallback?: PublicUser | null) {
  return useSWR<PublicUser | null, Error>(
    USER_KEY,
    fetcherOrNull("publicUser"),
    fallback === undefined ? {} : { fallbackData: fallback },
  );
}

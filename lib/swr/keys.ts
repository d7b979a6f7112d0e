// SWR keys, shared by the hooks and by server pages that pre-fill them.
import type { JournalQuery } from "@/lib/dreams/journal-query";
import { PAGE_SIZE } from "@/lib/dreams/constants";

export const DREAMS_KEY_PREFIX = "/api/dreams?page=";
export const HEALTH_KEY = "/api/dreams/health";
export const USER_KEY = "/api/user";
export const ANALYSES_KEY = "/api/dreams/analyses";
export const PLAYLISTS_KEY = "/api/playlists";
export const SUBSCRIPTION_KEY = "/api/subscribe/status";

/** The SWR key of one journal page; the server page fills the same key with the first render's data. */
export function dreamPageKey(query: JournalQuery, limit = PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(limit) });
  if (query.q) params.set("q", query.q);
  if (query.mood) params.set("mood", query.mood);
  return `/api/dreams?${params}`;
}

// SWR keys, shared by the hooks and by server pages that pre-fill them.
import { filterParams, type JournalQuery } from "@/lib/dreams/journal-query";
import { PAGE_SIZE } from "@/lib/domain/journal";

export const DREAMS_KEY_PREFIX = "/api/dreams?page=";
export const HEALTH_KEY = "/api/dreams/health";
export const UNINTERPRETED_KEY = "/api/dreams/uninterpreted";
export const USER_KEY = "/api/user";
export const ANALYSES_KEY = "/api/dreams/analyses";
export const PLAYLISTS_KEY = "/api/playlists";
export const SUBSCRIPTION_KEY = "/api/subscribe/status";
export const TAGS_KEY = "/api/tags";
export const REMINDERS_KEY = "/api/reminders";

/** The SWR key of one journal page; the server page fills the same key with the first render's data. */
export function dreamPageKey(query: JournalQuery, limit = PAGE_SIZE): string {
  const params = filterParams(query, new URLSearchParams({ page: String(query.page), limit: String(limit) }));
  return `/api/dreams?${params}`;
}

// What the journal shows, kept in its URL (/?page=2&q=sea&mood=sad) so that a
// reload, the back button or a bookmark shows the same dreams. Shared by the
// server page (which renders the first page) and the browser.
import { isMood, SEARCH_MAX, type Mood } from "./constants";

export interface JournalQuery {
  page: number;
  q?: string;
  mood?: Mood;
}

interface Params {
  get: (name: string) => string | null;
}

/** Lenient: whatever is not understood falls back to the whole journal's first page. */
export function journalQueryFrom(params: Params): JournalQuery {
  const page = Number(params.get("page"));
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX);
  const mood = params.get("mood");
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    ...(q ? { q } : {}),
    ...(isMood(mood) ? { mood } : {}),
  };
}

/** The journal's own URL for a query ("/" for the first page of everything). */
export function journalHref(query: JournalQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.mood) params.set("mood", query.mood);
  if (query.page > 1) params.set("page", String(query.page));
  return params.size ? `/?${params}` : "/";
}

// What the journal shows, kept in its URL (/?page=2&q=sea&mood=sad&tag=flying
// &lucid=true&from=2026-01-01&to=2026-01-31) so that a reload, the back button
// or a bookmark shows the same dreams. Shared by the server page (which
// renders the first page) and the browser.
import { displayTag } from "@/lib/tags/name";
import { inYearRange, isRealDay } from "@/lib/time/days";
import { hasVisibleText, SEARCH_MAX, TAG_MAX } from "@/lib/domain/journal";
import { isMood, type Mood } from "@/lib/domain/moods";

export interface JournalQuery {
  page: number;
  q?: string;
  mood?: Mood;
  /** One of the user's tags (case and accents ignored by the server). */
  tag?: string;
  lucid?: boolean;
  /** Days "YYYY-MM-DD" in the user's time zone, both included. */
  from?: string;
  to?: string;
}

interface Params {
  get: (name: string) => string | null;
}

/** A calendar day that exists, from 1900 to 2100 ("0002-…" is a year still being typed). */
export function isDay(value: string | null | undefined): value is string {
  return typeof value === "string" && isRealDay(value) && inYearRange(value);
}

function tagFrom(raw: string | null): string | undefined {
  const tag = raw === null ? "" : displayTag(raw);
  return tag && [...tag].length <= TAG_MAX && hasVisibleText(tag) ? tag : undefined;
}

/** Lenient: whatever is not understood is left out (a backwards range keeps its start). */
export function journalQueryFrom(params: Params): JournalQuery {
  const page = Number(params.get("page"));
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX);
  const mood = params.get("mood");
  const tag = tagFrom(params.get("tag"));
  const lucid = params.get("lucid");
  const from = params.get("from");
  const to = params.get("to");
  const hasFrom = isDay(from);
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    ...(q ? { q } : {}),
    ...(isMood(mood) ? { mood } : {}),
    ...(tag ? { tag } : {}),
    ...(lucid === "true" || lucid === "false" ? { lucid: lucid === "true" } : {}),
    ...(hasFrom ? { from } : {}),
    ...(isDay(to) && (!hasFrom || from <= to) ? { to } : {}),
  };
}

/** The filters as URL parameters, in one order (the SWR key and the address both use it). */
export function filterParams(query: JournalQuery, params = new URLSearchParams()): URLSearchParams {
  if (query.q) params.set("q", query.q);
  if (query.mood) params.set("mood", query.mood);
  if (query.tag) params.set("tag", query.tag);
  if (query.lucid !== undefined) params.set("lucid", String(query.lucid));
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  return params;
}

/** Whether anything narrows the journal. */
export const isFiltered = (query: JournalQuery): boolean =>
  Boolean(query.q || query.mood || query.tag || query.lucid !== undefined || query.from || query.to);

/**
 * How many of the filters behind the journal's "Filters" button narrow it:
 * mood, tag, lucidity, and the range of days (one filter, whichever of its
 * ends is set). The search words are not counted: their field stays in sight.
 */
export const panelFilterCount = (query: JournalQuery): number =>
  [query.mood, query.tag, query.lucid, query.from ?? query.to].filter((value) => value !== undefined).length;

/** The journal's own URL for a query ("/" for the first page of everything). */
export function journalHref(query: JournalQuery): string {
  const params = filterParams(query);
  if (query.page > 1) params.set("page", String(query.page));
  return params.size ? `/?${params}` : "/";
}

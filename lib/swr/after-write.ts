"use client";

// The journal's data comes with its page (server-rendered into SWR's
// fallback), and the router may show a page it rendered earlier: after a
// back button, or when a dream's page sends the member back to the journal.
// Once this tab has changed a dream, such a copy may be old: a deleted card,
// an old title, a stale count. The writers say so (journalWritten), and every
// journal hook that mounts afterwards asks the server once instead of trusting
// the copy its page came with. Reads that follow no write still trust it, so
// a journal opened fresh is not fetched twice.
import { useState } from "react";
import type { Middleware } from "swr";
import { DREAMS_KEY_PREFIX, HEALTH_KEY, TAGS_KEY, UNINTERPRETED_KEY, USER_KEY } from "./keys";

const JOURNAL_KEYS: ReadonlySet<string> = new Set([HEALTH_KEY, TAGS_KEY, UNINTERPRETED_KEY, USER_KEY]);
const isJournalKey = (key: string) => key.startsWith(DREAMS_KEY_PREFIX) || JOURNAL_KEYS.has(key);

let wroteAt = -1;
/** When each key was last asked for again because of a write. */
const askedAt = new Map<string, number>();

/** A dream was recorded, changed or deleted in this tab: copies of the journal's data that pages came with may be old. */
export function journalWritten(): void {
  wroteAt = performance.now();
}

/** SWR middleware: a journal key mounted after a write revalidates once on mount. */
export const askAgainAfterWrites: Middleware = (useSWRNext) => (key, fetch, config) => {
  const [stale] = useState(() => {
    if (typeof key !== "string" || !isJournalKey(key) || wroteAt <= (askedAt.get(key) ?? -1)) return false;
    askedAt.set(key, performance.now());
    return true;
  });
  return useSWRNext(key, fetch, stale ? { ...config, revalidateOnMount: true } : config);
};

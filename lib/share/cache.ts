// Shared dreams, kept in memory once read: the public page, its API and its
// image are served without a database round trip until the dream changes.
// Every write to a dream calls forgetSharedDream (lib/dreams/queries.ts,
// lib/share/service.ts, account deletion), so an edit, a deletion or "stop
// sharing" shows at once. Each server process has its own cache: with several
// processes, another process notices within MAX_AGE_MS.
import type { Mood } from "@/lib/dreams/constants";

export interface SharedEntry {
  dreamId: number;
  title: string;
  content: string;
  interpretation: string | null;
  mood: Mood | null;
  /** The interface language its interpretation was written in, for the image's labels. */
  language: string | null;
  createdAt: Date;
  /** The Open Graph image, once drawn. */
  image?: Uint8Array;
}

const MAX_ENTRIES = 2_000;
const MAX_AGE_MS = 5 * 60_000;
const STORE = Symbol.for("dreamscape.sharedDreams");

interface Store {
  entries: Map<string, { entry: SharedEntry; at: number }>;
  shareIdOfDream: Map<number, string>;
}

// One store per process: Next bundles route handlers and pages separately, and
// each bundle would otherwise get its own copy of this module (and an API
// call's "forget" would never reach the page's cache).
function processStore(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  const existing = holder[STORE];
  if (existing) return existing;
  const created: Store = { entries: new Map(), shareIdOfDream: new Map() };
  holder[STORE] = created;
  return created;
}
const { entries, shareIdOfDream } = processStore();

export function cachedShared(shareId: string): SharedEntry | undefined {
  const hit = entries.get(shareId);
  if (!hit) return undefined;
  if (Date.now() - hit.at > MAX_AGE_MS) {
    forget(shareId);
    return undefined;
  }
  // Most recently used last, so the oldest is first to go.
  entries.delete(shareId);
  entries.set(shareId, hit);
  return hit.entry;
}

export function cacheShared(shareId: string, entry: SharedEntry): void {
  forget(shareId);
  entries.set(shareId, { entry, at: Date.now() });
  shareIdOfDream.set(entry.dreamId, shareId);
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
}

function forget(shareId: string): void {
  const hit = entries.get(shareId);
  if (!hit) return;
  entries.delete(shareId);
  if (shareIdOfDream.get(hit.entry.dreamId) === shareId) shareIdOfDream.delete(hit.entry.dreamId);
}

/** After any change to a dream (edit, interpretation, deletion, share revoked). */
export function forgetSharedDream(dreamId: number): void {
  const shareId = shareIdOfDream.get(dreamId);
  if (shareId !== undefined) forget(shareId);
}

/** After changes too broad to list, such as an account deleted with all its dreams. */
export function forgetAllShared(): void {
  entries.clear();
  shareIdOfDream.clear();
}

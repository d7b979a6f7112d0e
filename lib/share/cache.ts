// Shared dreams, kept in this process's memory once read: the public page,
// its API and its image are served without a database round trip until the
// dream changes.
//
// Every server of a deployment has its own copy, so each must hear of every
// change, whichever server (or script) made it. The database says so itself: a
// trigger on "dreams" (the production_readiness migration) announces the share
// id of any shared dream that is updated or deleted, an account's cascade
// included, on the channel dreamscape_shared when the transaction commits.
// Each server listens (lib/db/notifications.ts) and drops the entry, so a
// revoked, edited or deleted dream is gone everywhere within milliseconds.
// While the listener is down nothing is cached or served from the cache, and
// when it reconnects everything is dropped: what it missed is unknown.
import "server-only";
import type { Mood } from "@/lib/dreams/constants";
import { listening, onNotification, onReconnect, startListening } from "@/lib/db/notifications";
import { pagesSubscribed, sharedPageChanged, sharedPagesReset } from "./page-cache";

export interface SharedEntry {
  title: string;
  content: string;
  interpretation: string | null;
  /** Where the interpretation came from: "imported" ones are labelled as not written by DreamScape. */
  interpretationSource: string | null;
  mood: Mood | null;
  /** The interface language its interpretation was written in, for the image's labels. */
  language: string | null;
  createdAt: Date;
  /** The Open Graph image, once drawn. */
  image?: Uint8Array;
}

const MAX_ENTRIES = 2_000;
/** A safety net only: changes arrive as notifications. */
const MAX_AGE_MS = 10 * 60_000;
const STORE = Symbol.for("dreamscape.sharedDreams");

interface Store {
  entries: Map<string, { entry: SharedEntry; at: number }>;
  subscribed: boolean;
  /** Counts notifications; a read remembers the count it started at. */
  seq: number;
  /** The count at each share id's last change, so a read that overlapped a change is not kept. */
  changedAt: Map<string, number>;
  /** The count at the last reconnect (or when changedAt was emptied): reads before it are not kept. */
  resetAt: number;
}

/** What a database read of a shared dream remembers, to know whether it may be cached. */
export interface ReadToken {
  seq: number;
}

/** Bounds changedAt: past this many remembered changes it is emptied and older reads are not kept. */
const MAX_CHANGES = 10_000;

// One store per process: Next bundles route handlers and pages separately, and
// each bundle would otherwise get its own copy of this module.
function processStore(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  holder[STORE] ??= { entries: new Map(), subscribed: false, seq: 0, changedAt: new Map(), resetAt: 0 };
  return holder[STORE];
}

function subscribe(store: Store) {
  if (store.subscribed) return;
  store.subscribed = true;
  onNotification("dreamscape_shared", (shareId) => {
    store.seq += 1;
    store.entries.delete(shareId);
    if (store.changedAt.size >= MAX_CHANGES) {
      store.changedAt.clear();
      store.resetAt = store.seq;
    }
    store.changedAt.set(shareId, store.seq);
    sharedPageChanged(shareId);
  });
  onReconnect(() => {
    sharedPagesReset();
    store.seq += 1;
    store.resetAt = store.seq;
    store.changedAt.clear();
    store.entries.clear();
  });
  startListening();
  pagesSubscribed();
}

/** The cached entry, if one may be trusted right now. */
export function cachedShared(shareId: string): SharedEntry | undefined {
  const store = processStore();
  subscribe(store);
  if (!listening()) return undefined;
  const hit = store.entries.get(shareId);
  if (!hit) return undefined;
  if (Date.now() - hit.at > MAX_AGE_MS) {
    store.entries.delete(shareId);
    return undefined;
  }
  // Most recently used last, so the oldest is first to go.
  store.entries.delete(shareId);
  store.entries.set(shareId, hit);
  return hit.entry;
}

/**
 * Taken before reading a shared dream from the database; null while the
 * listener is down (then the read is not cached).
 */
export function beginRead(): ReadToken | null {
  const store = processStore();
  subscribe(store);
  return listening() ? { seq: store.seq } : null;
}

/**
 * Keeps an entry read from the database, unless the dream changed (or the
 * listener reconnected) after the read began: that read may be older than
 * the change, and keeping it would bring the old dream back.
 */
export function cacheShared(shareId: string, entry: SharedEntry, token: ReadToken | null): void {
  const store = processStore();
  if (!token || !listening()) return;
  if (store.resetAt > token.seq || (store.changedAt.get(shareId) ?? 0) > token.seq) return;
  store.entries.delete(shareId);
  store.entries.set(shareId, { entry, at: Date.now() });
  while (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next().value;
    if (oldest === undefined) break;
    store.entries.delete(oldest);
  }
}

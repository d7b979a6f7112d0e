// Shared dreams' pages as a visitor gets them, rendered once per dream and
// language and kept by the HTTP server (scripts/visitor-pages.ts), so that the
// pages search engines and link previews fetch cost no rendering. They are
// dropped exactly when lib/share/cache.ts drops the dream itself: on the
// dreamscape_shared notification the database sends for any change of a shared
// dream, on every server, and all of them when the listener reconnects. A
// render that overlapped a change of its dream is not kept.
//
// Plain Node on purpose (no "server-only", no path aliases): the HTTP server
// outside Next's bundles uses it too. One store per process, on a global
// symbol, as the bundles and the server each load their own copy.

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body gzip-compressed, for clients that accept it. */
  gzip?: Buffer;
  at: number;
}

interface PageStore {
  /** share id → language → page. */
  pages: Map<string, Map<string, CachedPage>>;
  /** The bytes the kept pages hold (bodies and their gzip copies). */
  bytes: number;
  /** Set once lib/share/cache.ts hears of changes in this process. */
  subscribed: boolean;
  seq: number;
  changedAt: Map<string, number>;
  resetAt: number;
}

const STORE = Symbol.for("dreamscape.sharedPages");
/** lib/db/notifications.ts keeps whether its listener is connected under this symbol. */
const NOTIFICATIONS = Symbol.for("dreamscape.notifications");
/** What the kept pages may hold: the oldest dreams' pages go first past it. */
export const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const MAX_CHANGES = 10_000;
/** A safety net only: changes arrive as notifications. */
export const MAX_PAGE_AGE_MS = 10 * 60_000;

function store(): PageStore {
  const holder = globalThis as unknown as Record<symbol, PageStore | undefined>;
  holder[STORE] ??= { pages: new Map(), bytes: 0, subscribed: false, seq: 0, changedAt: new Map(), resetAt: 0 };
  return holder[STORE];
}

const size = (page: CachedPage) => page.body.length + (page.gzip?.length ?? 0);

function drop(s: PageStore, shareId: string) {
  for (const page of s.pages.get(shareId)?.values() ?? []) s.bytes -= size(page);
  s.pages.delete(shareId);
}

/** Whether a kept page can be trusted now: changes are being heard. */
function live(s: PageStore): boolean {
  const notifications = (globalThis as unknown as Record<symbol, { listening?: boolean } | undefined>)[NOTIFICATIONS];
  return s.subscribed && notifications?.listening === true;
}

/** Called by lib/share/cache.ts once it listens for changes. */
export function pagesSubscribed(): void {
  store().subscribed = true;
}

/** A shared dream changed (edited, revoked, deleted): its pages in every language go. */
export function sharedPageChanged(shareId: string): void {
  const s = store();
  s.seq += 1;
  drop(s, shareId);
  if (s.changedAt.size >= MAX_CHANGES) {
    s.changedAt.clear();
    s.resetAt = s.seq;
  }
  s.changedAt.set(shareId, s.seq);
}

/** The listener reconnected: what it missed is unknown, so every page goes. */
/** The bytes the kept pages hold. */
export function keptPageBytes(): number {
  return store().bytes;
}

export function sharedPagesReset(): void {
  const s = store();
  s.seq += 1;
  s.resetAt = s.seq;
  s.changedAt.clear();
  s.pages.clear();
  s.bytes = 0;
}

/** Taken before rendering a page; null when a page rendered now could not be kept. */
export function beginPageRender(): number | null {
  const s = store();
  return live(s) ? s.seq : null;
}

/** Keeps a rendered page, unless its dream changed (or the listener reconnected) since `token`. */
export function keepPage(shareId: string, locale: string, page: CachedPage, token: number | null): boolean {
  const s = store();
  if (token === null || !live(s)) return false;
  if (s.resetAt > token || (s.changedAt.get(shareId) ?? 0) > token) return false;
  if (size(page) > MAX_PAGE_BYTES / 16) return false;
  const languages = s.pages.get(shareId) ?? new Map<string, CachedPage>();
  const previous = languages.get(locale);
  if (previous) s.bytes -= size(previous);
  languages.set(locale, page);
  s.bytes += size(page);
  s.pages.delete(shareId); // most recently kept last, so the oldest goes first
  s.pages.set(shareId, languages);
  while (s.bytes > MAX_PAGE_BYTES) {
    const oldest = s.pages.keys().next().value;
    if (oldest === undefined) break;
    drop(s, oldest);
  }
  return true;
}

/** The kept page, if it may be served now. */
export function cachedPage(shareId: string, locale: string, now = Date.now()): CachedPage | undefined {
  const s = store();
  if (!live(s)) return undefined;
  const page = s.pages.get(shareId)?.get(locale);
  if (!page) return undefined;
  if (now - page.at > MAX_PAGE_AGE_MS) {
    s.pages.get(shareId)?.delete(locale);
    s.bytes -= size(page);
    return undefined;
  }
  return page;
}

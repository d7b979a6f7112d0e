// Next's incremental cache for this app (next.config.mjs, `cacheHandler`):
// where Next keeps the pages and answers it renders once for everyone (About,
// Help, Pricing, the auth screens, shared dreams and their images) and the
// data cached with unstable_cache. It replaces Next's default file-system
// cache for three reasons:
//
// - Bounded in bytes. Entries live in this process's memory only, at most
//   `cacheMaxMemorySize` bytes (next.config.mjs), least recently used first
//   out. Nothing is written to disk, so made-up addresses cannot fill it, and a
//   page not found (status 404) is never kept at all.
// - Changes reach every server. A tag's expiry (revalidateTag here, or a
//   notification from PostgreSQL that a shared dream changed, relayed by
//   lib/cache/tags.ts) removes every entry carrying it. Tags that are "held"
//   (while this server cannot hear the notifications) are neither served nor
//   kept, since a change could go unnoticed.
// - One Content-Security-Policy per kept page. A page served to everyone
//   cannot carry a per-request nonce, so when a page enters the cache its
//   inline scripts are hashed and the policy is stored with its headers, which
//   Next sends with every answer from the cache (lib/security/csp.mjs).
//
// Plain JavaScript: Next imports this file at run time, uncompiled. The state
// lives on globalThis, shared with the app's code (lib/cache/tags.ts), because
// Next creates a handler per request and bundles the app separately.
import { hashedPagePolicy } from "../security/csp.mjs";

const STATE = Symbol.for("dreamscape.pageCache");
/** Bounds the remembered tag expiries; past it, older entries are all treated as expired. */
const MAX_TAGS = 10_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const TAGS_HEADER = "x-next-cache-tags";
/**
 * An entry whose render began before a change of its data must not outlive
 * the change. A render starts after a miss (remembered below); one that
 * refreshes a stale entry in the background is assumed to have started this
 * long before it is stored.
 */
const RENDER_GRACE_MS = 5_000;
const MAX_ASKED = 10_000;

/**
 * Events are ordered by a counter, not by the clock: a change and a render
 * can fall in the same millisecond. A render whose start is unknown (a
 * background refresh) is placed RENDER_GRACE_MS back in time instead.
 * @typedef {{ seq: number | null, at: number }} Moment
 * @typedef {{ value: any, lastModified: number, since: Moment, cacheControl: unknown, size: number, tags: string[] }} Entry
 * @typedef {{
 *   entries: Map<string, Entry>,
 *   asked: Map<string, Moment>,
 *   bytes: number,
 *   maxBytes: number,
 *   seq: number,
 *   expired: Map<string, Moment>,
 *   floor: Moment,
 *   held: Set<string>,
 * }} State
 */

/** @returns {State} */
export function cacheState() {
  const holder = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[STATE] ??= {
    entries: new Map(),
    asked: new Map(),
    bytes: 0,
    maxBytes: DEFAULT_MAX_BYTES,
    seq: 0,
    expired: new Map(),
    floor: { seq: 0, at: 0 },
    held: new Set(),
  };
  return holder[STATE];
}

const moment = (state) => ({ seq: ++state.seq, at: Date.now() });

/** Whether `event` happened after the render that began at `since`. */
const after = (event, since) => (since.seq === null ? event.at >= since.at : event.seq > since.seq);

/** Expires these tags now: every entry carrying one is gone. */
export function expireTags(tags) {
  const state = cacheState();
  const now = moment(state);
  for (const tag of tags) {
    state.expired.delete(tag);
    state.expired.set(tag, now);
    for (const [key, entry] of state.entries) if (entry.tags.includes(tag)) drop(state, key);
  }
  while (state.expired.size > MAX_TAGS) {
    const [oldest, when] = state.expired.entries().next().value;
    state.expired.delete(oldest);
    state.floor = when;
  }
}

/** Whether a live entry carries this tag (proof enough that what it depends on exists). */
export function isTagKept(tag) {
  const state = cacheState();
  for (const entry of state.entries.values()) if (entry.tags.includes(tag) && !isExpired(state, entry)) return true;
  return false;
}

/** While held, entries with this tag are not served and not kept (a server that cannot hear changes). */
export function holdTag(tag) {
  cacheState().held.add(tag);
}

export function releaseTag(tag) {
  cacheState().held.delete(tag);
}

function drop(state, key) {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.size;
}

function byteSize(value) {
  if (!value || typeof value !== "object") return 0;
  let size = 0;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) {
    if (typeof part === "string") size += Buffer.byteLength(part);
    else if (part && typeof part.byteLength === "number") size += part.byteLength;
  }
  if (value.segmentData instanceof Map) for (const buffer of value.segmentData.values()) size += buffer.byteLength ?? 0;
  if (value.data && typeof value.data === "object" && value.data.body === undefined) size += JSON.stringify(value.data).length;
  return size + 512;
}

/**
 * What a kept page's answer varies with, besides Next's own router headers: a
 * member gets their own shell at the same address (the session cookie), and
 * an English address, which has no language prefix, redirects a person by the
 * language they chose before or their browser asks for (lib/routing/page-route.ts).
 * Next's cache keys end with the page's internal path, "/$/en/about".
 */
export function varyOf(key) {
  const path = key.slice(key.lastIndexOf("/$/") + 2);
  return path === "/en" || path.startsWith("/en/") ? "Cookie, Accept-Language" : "Cookie";
}

function tagsOf(value, ctx) {
  const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value?.tags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === "string") tags.push(...header.split(","));
  return [...new Set(tags.filter(Boolean))];
}

function isExpired(state, entry) {
  if (after(state.floor, entry.since)) return true;
  for (const tag of entry.tags) {
    if (state.held.has(tag)) return true;
    const expiry = state.expired.get(tag);
    if (expiry !== undefined && after(expiry, entry.since)) return true;
  }
  return false;
}

export default class PageCacheHandler {
  constructor(options) {
    const max = options?.maxMemoryCacheSize;
    if (typeof max === "number" && max > 0) cacheState().maxBytes = max;
  }

  async get(key, ctx) {
    const state = cacheState();
    const entry = state.entries.get(key);
    if (!entry || isExpired(state, entry)) {
      drop(state, key);
      // The render that follows a miss reads its data from now on. (While a
      // tag is held, what renders may not be kept anyway: nothing to record.)
      if (!state.asked.has(key) && state.held.size === 0) state.asked.set(key, moment(state));
      while (state.asked.size > MAX_ASKED) state.asked.delete(state.asked.keys().next().value);
      return null;
    }
    // Most recently used last: the first entries are the next to go.
    state.entries.delete(key);
    state.entries.set(key, entry);
    // unstable_cache's entries are looked up with their tags in the context.
    if (ctx?.tags?.some((tag) => state.held.has(tag))) return null;
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    const state = cacheState();
    const now = Date.now();
    const since = state.asked.get(key) ?? { seq: null, at: now - RENDER_GRACE_MS };
    state.asked.delete(key);
    drop(state, key);
    if (!data) return;
    if (data.kind === "APP_PAGE" && typeof data.html === "string") {
      // Sent with this answer and every later one from the cache (Next adds
      // stored headers after its own, so this Vary joins Next's RSC ones).
      data.headers = { ...data.headers, "content-security-policy": hashedPagePolicy(data.html), vary: varyOf(key) };
    }
    // Only whole answers are kept: a page not found is rendered each time (made-up
    // addresses must not fill the cache), and a failure (503) is not repeated.
    if ((data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status !== undefined && data.status !== 200) return;
    const entry = {
      value: data,
      lastModified: now,
      since,
      cacheControl: ctx?.cacheControl,
      size: byteSize(data),
      tags: tagsOf(data, ctx),
    };
    if (entry.tags.some((tag) => state.held.has(tag))) return;
    if (entry.size > state.maxBytes / 4) return;
    state.entries.set(key, entry);
    state.bytes += entry.size;
    for (const [oldest] of state.entries) {
      if (state.bytes <= state.maxBytes) break;
      drop(state, oldest);
    }
  }

  async revalidateTag(tags) {
    expireTags(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}

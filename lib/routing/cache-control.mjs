// The Cache-Control of the pages shared caches may keep, in plain JavaScript
// so that next.config.mjs (the public pages a visitor reaches without the
// proxy) and lib/routing/cache-headers.ts (everything else) say the same.

/**
 * A visitor's public page changes only with a deploy. A CDN may answer it for
 * 5 minutes without asking, then for 10 more while it fetches a fresh copy in
 * the background (the visitor never waits for the origin). Browsers always
 * ask again (max-age=0), cheaply: an unchanged page answers 304 to its ETag.
 * After a deploy, purge the CDN (docs/production.md, "The CDN") or allow it
 * these 15 minutes.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

/**
 * A shared dream and its image: a revoke, edit or deletion must leave every
 * CDN within a minute: 40 s fresh plus 15 s of background refresh is the
 * most a CDN may show the old answer (55 s, with room for a CDN's own
 * delays). Each server forgets it at once (lib/cache/tags.ts).
 */
export const SHARED_DREAM_CACHE_CONTROL = "public, max-age=0, s-maxage=40, stale-while-revalidate=15";

/** The public pages a visitor reaches without the proxy (proxy.ts's matcher names them too). */
export const FAST_PUBLIC_PAGES = ["about", "help", "pricing", "auth"];

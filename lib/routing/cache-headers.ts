// What shared caches (a CDN, deploy/nginx.conf) and browsers are told about a
// page, by the kind of page it is (lib/routing/page-route.ts).
import type { CacheClass } from "./page-route";

/**
 * A visitor's public page changes only with a deploy. A CDN may answer it for
 * 5 minutes without asking, then for 10 more while it fetches a fresh copy in
 * the background (the visitor never waits for the origin). Browsers always
 * ask again (max-age=0), cheaply: an unchanged page answers 304 to its ETag.
 * After a deploy, purge the CDN (README, "Running in production") or allow it
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

const CACHE_CONTROL: Record<CacheClass, string> = {
  public: PUBLIC_CACHE_CONTROL,
  "shared-dream": SHARED_DREAM_CACHE_CONTROL,
  private: "private, no-store",
};

/**
 * Cache-Control by the kind of page, and Vary by what the answer depends on
 * (lib/routing/page-route.ts). Next replaces a page's Vary with its own router
 * headers; the page cache adds this one back to kept pages
 * (lib/cache/page-cache-handler.mjs, varyOf), and a member's page is never kept.
 */
export function cacheHeaders(cache: CacheClass, vary: string | null): Record<string, string> {
  return { "Cache-Control": CACHE_CONTROL[cache], ...(vary ? { Vary: vary } : {}) };
}

// What shared caches (a CDN, deploy/nginx.conf.template) and browsers are told about a
// page, by the kind of page it is (lib/routing/page-route.ts).
import { PUBLIC_CACHE_CONTROL, SHARED_DREAM_CACHE_CONTROL } from "./cache-control.mjs";
import type { CacheClass } from "./page-route";

export { PUBLIC_CACHE_CONTROL, SHARED_DREAM_CACHE_CONTROL };

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

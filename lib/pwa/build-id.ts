// The id of the build being served, which versions the service worker and its
// caches (/sw.js?v=<id>, see public/sw.js). next.config.mjs chooses it once per
// build (from BUILD_ID or the commit) and inlines it as DREAMSCAPE_BUILD_ID,
// so pages prerendered during the build carry it too.
import { env } from "@/lib/env";

/** null in development, where no worker runs: the dev server's chunks are not content-hashed. */
export function buildId(): string | null {
  if (env.NODE_ENV !== "production") return null;
  return process.env.DREAMSCAPE_BUILD_ID || null;
}

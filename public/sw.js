// DreamScape's service worker: installable app, fast repeat visits, and an
// offline page in the visitor's language. Hand-written and small on purpose
// (README, "Installable app and offline").
//
// - Registered as /sw.js?v=<build id> (components/layout/service-worker.tsx):
//   each build is a new worker with caches of its own; the old ones are
//   deleted once it takes over.
// - Kept: the offline page in every language, the manifest and the icons
//   (precached), and /_next/static/ files (content-hashed, so cache-first is
//   safe).
// - Never kept: pages (they hold private journals) and /api/ (never even
//   touched: those requests go to the network as if no worker existed).
// - Pages come from the network; when it fails, the offline page answers.

const VERSION = new URL(self.location.href).searchParams.get("v") || "unversioned";
const PREFIX = "dreamscape-";
const CACHE = `${PREFIX}${VERSION}`;
/** Survives versions: the language the pages last reported. */
const SETTINGS = `${PREFIX}settings`;
const LOCALE_KEY = "/sw-settings/locale";

const LOCALES = ["en", "uk", "fr", "de", "es"];
const offlineUrl = (locale) => `/offline/${locale}`;
const PRECACHE = [
  ...LOCALES.map(offlineUrl),
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-192.png",
  "/icons/maskable-512.png",
];

/** "uk-UA" → "uk"; unsupported → null (as lib/i18n/resolve.ts does). */
function supported(tag) {
  const base = String(tag || "")
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return LOCALES.includes(base) ? base : null;
}

// Everything is precached before this version counts as installed; an old
// version keeps serving if that fails. skipWaiting: open pages switch to the
// new worker at once, which is safe because what it caches is either hashed
// (/_next/static/) or as new as the build that serves the pages.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE && n !== SETTINGS).map((n) => caches.delete(n)),
      );
      // Pages start loading while the worker wakes up, instead of after.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// Pages report their language (<html lang>, which the server chose from ?lng=,
// the cookie or Accept-Language); it is kept for the offline page.
self.addEventListener("message", (event) => {
  const locale = event.data && event.data.type === "locale" ? supported(event.data.locale) : null;
  if (!locale) return;
  event.waitUntil(caches.open(SETTINGS).then((cache) => cache.put(LOCALE_KEY, new Response(locale))));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, url));
  } else if (
    url.pathname.startsWith("/_next/static/") ||
    url.pathname.startsWith("/icons/") ||
    url.pathname === "/manifest.webmanifest"
  ) {
    event.respondWith(cacheFirst(event));
  }
});

async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** The network's answer, whatever its status; only a failed connection shows the offline page. Nothing is cached. */
async function networkFirst(event, url) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch (error) {
    const cache = await caches.open(CACHE);
    const page = (await cache.match(offlineUrl(await offlineLocale(url)))) || (await cache.match(offlineUrl("en")));
    if (page) return page;
    throw error;
  }
}

/** As the server would choose, as far as a worker can tell: ?lng=, the pages' last language, the browser's. */
async function offlineLocale(url) {
  const fromQuery = supported(url.searchParams.get("lng"));
  if (fromQuery) return fromQuery;
  const kept = await (await caches.open(SETTINGS)).match(LOCALE_KEY);
  const fromPages = kept ? supported(await kept.text()) : null;
  if (fromPages) return fromPages;
  return (self.navigator.languages || []).map(supported).find(Boolean) || "en";
}

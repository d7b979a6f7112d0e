// DreamScape's service worker: installable app, fast repeat visits, and an
// offline page in the visitor's language. Hand-written and small on purpose
// (docs/design.md, "Installable app and offline").
//
// - Registered as /sw.js?v=<build id> (components/layout/service-worker.tsx):
//   each build is a new worker with caches of its own; the old ones are
//   deleted once it takes over.
// - Kept: the offline page in every language, the manifest and the icons
//   (precached), and /_next/static/ files (content-hashed, so cache-first is
//   safe).
// - Kept for a signed-in user, to read offline: the journal's pages and the
//   dreams opened lately (the last KEEP_PAGES of them, in
//   dreamscape-pages-<version>), and, once a signed-in page asks, every script
//   and stylesheet of the build (/sw-assets.json), so that a page read offline
//   never misses a chunk it did not happen to load online. The page deletes
//   these copies at sign-out and when another account signs in
//   (lib/offline/device-copy.ts), and keeps the API answers it read in
//   dreamscape-data, which this worker leaves alone.
// - Never kept: other pages, and /api/ (never even touched: those requests go
//   to the network as if no worker existed).
// - Pages come from the network; when it fails, a kept copy answers (for the
//   journal, its first page when the one asked for was not kept), else the
//   offline page.
// - Reminders' push messages are shown as notifications; a click opens the
//   page they name (at the end of this file).

const PARAMS = new URL(self.location.href).searchParams;
const VERSION = PARAMS.get("v") || "unversioned";
/** The languages, as lib/domain/locales.ts lists them (components/layout/service-worker.tsx passes them). */
const LOCALES = (PARAMS.get("l") || "en").split(",");
const PREFIX = "dreamscape-";
const CACHE = `${PREFIX}${VERSION}`;
/** Survives versions: the language the pages last reported. */
const SETTINGS = `${PREFIX}settings`;
/** Signed-in pages kept for reading offline; they name this build's chunks, so they go with it. */
const PAGES = `${PREFIX}pages-${VERSION}`;
/** API answers the pages keep (lib/offline/device-copy.ts): not this worker's, not versioned. */
const DATA = `${PREFIX}data`;
const KEEP_PAGES = 30;
const ASSETS = "/sw-assets.json";
const LOCALE_KEY = "/sw-settings/locale";

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
        names
          .filter((n) => n.startsWith(PREFIX) && ![CACHE, SETTINGS, PAGES, DATA].includes(n))
          .map((n) => caches.delete(n)),
      );
      // Pages start loading while the worker wakes up, instead of after.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// Pages report their language (<html lang>, their address's); it is kept for
// the offline page of an English address a person might have been sent on from.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "keep" && typeof data.url === "string") {
    event.waitUntil(Promise.all([keepPage(data.url), keepAssets()]).catch(() => undefined));
    return;
  }
  const locale = data.type === "locale" ? supported(data.locale) : null;
  if (!locale) return;
  event.waitUntil(caches.open(SETTINGS).then((cache) => cache.put(LOCALE_KEY, new Response(locale))));
});

/** "/uk/dreams/4" → { locale: "uk", rest: "/dreams/4", home: "/uk" }; English addresses have no prefix. */
function splitLocale(pathname) {
  const first = pathname.split("/")[1] || "";
  if (!LOCALES.includes(first) || first === "en") return { locale: null, rest: pathname, home: "/" };
  return { locale: first, rest: pathname.slice(first.length + 1) || "/", home: `/${first}` };
}

/** A signed-in page worth reading offline, in any language: the journal (unfiltered, any page) or one dream. */
function keepable(url) {
  const { rest } = splitLocale(url.pathname);
  if (/^\/dreams\/\d+$/.test(rest)) return true;
  return rest === "/" && [...url.searchParams.keys()].every((key) => key === "page");
}

/** Addresses this worker kept from a navigation a moment ago: a "keep" for them costs no second request. */
const justKept = new Map();
const JUST_KEPT_MS = 30_000;

/** Keeps a page's HTML if it is one to read offline and the answer is the page itself (not a redirect to sign in). */
async function storePage(key, response) {
  const type = response.headers.get("content-type") || "";
  if (response.status !== 200 || response.redirected || !type.includes("text/html")) return;
  const cache = await caches.open(PAGES);
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  justKept.set(key, Date.now());
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP_PAGES)).map((request) => cache.delete(request)));
}

async function keepPage(address) {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin || !keepable(url)) return;
  const key = url.pathname + url.search;
  if (Date.now() - (justKept.get(key) || 0) < JUST_KEPT_MS) return;
  justKept.set(key, Date.now());
  await storePage(key, await fetch(key, { credentials: "same-origin" }));
}

/** Every script and stylesheet of this build, fetched once per version; those already kept are skipped. */
let assetsKept = null;
function keepAssets() {
  assetsKept ??= (async () => {
    const cache = await caches.open(CACHE);
    if (await cache.match(ASSETS)) return;
    const response = await fetch(ASSETS, { cache: "no-store" });
    if (!response.ok) throw new Error(`${ASSETS}: ${response.status}`);
    const { assets } = await response.clone().json();
    const missing = [];
    for (const asset of Array.isArray(assets) ? assets : []) {
      if (typeof asset === "string" && asset.startsWith("/_next/static/") && !(await cache.match(asset))) missing.push(asset);
    }
    for (let i = 0; i < missing.length; i += 8) await cache.addAll(missing.slice(i, i + 8));
    await cache.put(ASSETS, response);
  })().catch((error) => {
    assetsKept = null;
    throw error;
  });
  return assetsKept;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(keepable(url) ? keptPage(event, url) : networkFirst(event, url));
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
    return offlinePage(url, error);
  }
}

/** A page to read offline: the network's answer, kept; when the network fails, the kept copy. */
async function keptPage(event, url) {
  const key = url.pathname + url.search;
  try {
    const preloaded = await event.preloadResponse;
    const response = preloaded || (await fetch(event.request));
    event.waitUntil(storePage(key, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    // Another journal page than the one kept still shows the journal: it reads that page's dreams from the device copy.
    const { rest, home } = splitLocale(url.pathname);
    const copy =
      (await cache.match(key, { ignoreVary: true })) || (rest === "/" ? await cache.match(home, { ignoreVary: true }) : undefined);
    if (copy) return copy;
    return offlinePage(url, error);
  }
}

async function offlinePage(url, error) {
  const cache = await caches.open(CACHE);
  const page = (await cache.match(offlineUrl(await offlineLocale(url)))) || (await cache.match(offlineUrl("en")));
  if (page) return page;
  throw error;
}

/** The address's language (/uk/…); else, as the server would choose, as far as a worker can tell: ?lng=, the pages' last language, the browser's. */
async function offlineLocale(url) {
  const fromAddress = splitLocale(url.pathname).locale;
  if (fromAddress) return fromAddress;
  const fromQuery = supported(url.searchParams.get("lng"));
  if (fromQuery) return fromQuery;
  const kept = await (await caches.open(SETTINGS)).match(LOCALE_KEY);
  const fromPages = kept ? supported(await kept.text()) : null;
  if (fromPages) return fromPages;
  return (self.navigator.languages || []).map(supported).find(Boolean) || "en";
}

// Reminders (lib/reminders/deliver.ts): a push message is shown as a
// notification; a click opens the page it names (the journal with New Dream
// open), in a window of the app that is open already, else in a new one.

/** A path of this site from a message's `url`; anything else is the journal. */
function pathOnThisSite(value) {
  try {
    const url = new URL(String(value || "/"), self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : "/";
  } catch {
    return "/";
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = (event.data && event.data.json()) || {};
  } catch {
    // Not JSON: the notification says the app's name.
  }
  const text = (value, fallback) => (typeof value === "string" && value ? value : fallback);
  event.waitUntil(
    self.registration.showNotification(text(data.title, "DreamScape"), {
      body: text(data.body, ""),
      tag: text(data.tag, "dreamscape"),
      icon: "/icons/icon-192.png",
      data: { url: pathOnThisSite(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pathOnThisSite(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window" });
      for (const client of windows) {
        // Only a window this worker controls can be sent elsewhere; focusing needs the click's permission.
        const moved = await client.navigate(url).catch(() => null);
        if (!moved) continue;
        await moved.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// What a signed-in user read lately, kept on the device so that it can be
// read again without a connection: the answers of the journal's pages, of
// single dreams and of Dream Health (here, in Cache Storage, written by the
// page), and the pages themselves (kept by the service worker, public/sw.js,
// in dreamscape-pages-<build>). Only the last KEEP_ANSWERS answers stay. All
// of it goes when the user signs out, and when someone else signs in on the
// same browser. Dreams written offline live elsewhere (lib/offline/drafts.ts)
// and are never dropped with this copy.

import type { SendOptions } from "@/lib/client/client";

/** The cache of API answers; the service worker leaves it alone when it updates. */
const DATA_CACHE = "dreamscape-data";
/** The service worker's caches of pages (one per build). */
const PAGES_CACHE_PREFIX = "dreamscape-pages-";
const OWNER_KEY = "dreamscape-device-copy-owner";
const KEEP_ANSWERS = 40;

/** GET paths whose answers are kept: a journal page, one dream, Dream Health. */
const KEPT = /^\/api\/dreams(\?page=|\/\d+$|\/health$)/;

const isKept = (path: string): boolean => KEPT.test(path);

/** Answers from the device copy carry this header. */
export const DEVICE_COPY_HEADER = "X-DreamScape-Device-Copy";

const hasCaches = () => typeof caches !== "undefined";

/**
 * fetch() for a kept GET: the network's answer (a 200 is kept), or, when the
 * network fails, the copy kept from an earlier answer. Throws the network's
 * error when there is no copy. Anything else is a plain fetch().
 */
export async function fetchKept(path: string, init: RequestInit): Promise<Response> {
  if ((init.method ?? "GET") !== "GET" || !isKept(path)) return fetch(path, init);
  try {
    const response = await fetch(path, init);
    if (response.ok && hasCaches()) void keep(path, response.clone());
    return response;
  } catch (error) {
    const copy = hasCaches() ? await (await caches.open(DATA_CACHE)).match(path).catch(() => undefined) : undefined;
    if (!copy) throw error;
    const headers = new Headers(copy.headers);
    headers.set(DEVICE_COPY_HEADER, "1");
    return new Response(copy.body, { status: copy.status, headers });
  }
}

async function keep(path: string, response: Response): Promise<void> {
  try {
    const cache = await caches.open(DATA_CACHE);
    await cache.delete(path); // so that it becomes the newest entry
    await cache.put(path, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP_ANSWERS)).map((request) => cache.delete(request)));
  } catch {
    // Storage full or refused: reading offline is a convenience, never a reason to fail a read.
  }
}

/** The reads of the journal, a dream and Dream Health: from the network, else from the device copy. */
export const deviceCopyReads = { transport: fetchKept } satisfies SendOptions;

/** Drops everything read lately (answers and pages): at sign-out, and before another user's copy is kept. */
export async function forgetDeviceCopy(): Promise<void> {
  if (!hasCaches()) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name === DATA_CACHE || name.startsWith(PAGES_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/** Called when a signed-in page starts: a copy kept for another account is dropped first. */
export async function claimDeviceCopy(userId: number): Promise<void> {
  try {
    const owner = localStorage.getItem(OWNER_KEY);
    if (owner === String(userId)) return;
    await forgetDeviceCopy();
    localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // No storage at all: nothing was kept either.
  }
}

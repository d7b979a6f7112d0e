// A draft (lib/offline/drafts.ts) is the only copy of a dream until the
// server has it, and a browser may evict a site's storage: under storage
// pressure, and Safari after seven days without a visit. The first draft kept
// asks the browser to keep the site's storage until the user clears it
// (navigator.storage.persist()). Chrome answers by itself, Firefox may ask the
// user. When the answer is no, or the browser has no such API, the journal
// says that waiting dreams live only as long as the browser keeps them
// (components/offline/waiting-drafts.tsx).

/** Whether the browser promised to keep this site's storage until the user clears it. */
export type Persistence = "persistent" | "evictable";

const storageManager = (): StorageManager | undefined => (typeof navigator === "undefined" ? undefined : navigator.storage);

/** This page's request, made once: a user who said no in Firefox is not asked again with every draft. */
let request: Promise<Persistence> | null = null;

async function ask(): Promise<Persistence> {
  const storage = storageManager();
  if (typeof storage?.persist !== "function") return "evictable";
  try {
    if (typeof storage.persisted === "function" && (await storage.persisted())) return "persistent";
    return (await storage.persist()) ? "persistent" : "evictable";
  } catch {
    return "evictable";
  }
}

/** Asks the browser to keep the drafts (once per page); never rejects. */
export function askToKeepStorage(): Promise<Persistence> {
  request ??= ask();
  return request;
}

/**
 * What the journal says about the drafts' storage: this page's answer when it
 * asked, else what the browser says now without asking (drafts kept in an
 * earlier visit or another tab).
 */
export async function storagePersistence(): Promise<Persistence> {
  if (request) return request;
  const storage = storageManager();
  if (typeof storage?.persisted !== "function") return "evictable";
  return (await storage.persisted().catch(() => false)) ? "persistent" : "evictable";
}

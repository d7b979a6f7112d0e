// Dreams written on this device and not yet stored by the server (the
// outbox), in IndexedDB: they survive a reload, a closed tab and a restart of
// the browser, and leave only once the server has them (lib/offline/sync.ts).
// Each carries the Idempotency-Key it is sent with, made when it was saved, so
// sending it twice stores it once. The first one kept asks the browser not to
// evict them (lib/offline/persistence.ts).
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Clarity } from "@/lib/domain/journal";
import type { Mood } from "@/lib/domain/moods";
import { askToKeepStorage } from "./persistence";

export interface Draft {
  /** The Idempotency-Key of POST /api/dreams, and the draft's id here. */
  key: string;
  /** Whose dream it is: only that user's session sends it, or sees it. */
  userId: number;
  title: string;
  content: string;
  mood: Mood | null;
  /** The dream's date (ISO 8601): when it was written, or the date the user gave it. */
  createdAt: string;
  /** Absent on drafts kept before dreams had tags and lucidity; they are sent without them. */
  tags?: string[];
  lucid?: boolean;
  clarity?: Clarity | null;
  /** Set when the server refused it: its reason, in the user's language, shown on the draft; `retry` when it is tried again by itself (the daily quota). */
  problem: DraftProblem | null;
  /**
   * The server has it: set just before the draft is removed, so that a draft
   * whose removal failed is removed by the next sync instead of sent again
   * (sent again after the dream was deleted online, it would be stored anew).
   */
  sent?: true;
}

export interface DraftProblem {
  message: string;
  retry: boolean;
  /** When a refusal said when to try again (the daily quota's reset, ISO 8601): not sent before then. */
  retryAt?: string;
}

interface DraftsDb extends DBSchema {
  drafts: { key: string; value: Draft; indexes: { byUser: number } };
}

const DB_NAME = "dreamscape";
const CHANNEL = "dreamscape-drafts";

let opening: Promise<IDBPDatabase<DraftsDb>> | null = null;

function database(): Promise<IDBPDatabase<DraftsDb>> {
  opening ??= openDB<DraftsDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("drafts", { keyPath: "key" }).createIndex("byUser", "userId");
    },
  }).catch((error: unknown) => {
    opening = null; // a private window may refuse now and allow later
    throw error;
  });
  return opening;
}

/** A key the server accepts (16–64 of [A-Za-z0-9_-]): a random UUID. */
export const newDraftKey = (): string => crypto.randomUUID();

/** The user's drafts, oldest first (the order they are sent in). */
export async function listDrafts(userId: number): Promise<Draft[]> {
  const drafts = await (await database()).getAllFromIndex("drafts", "byUser", userId);
  return drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getDraft(key: string): Promise<Draft | undefined> {
  return (await database()).get("drafts", key);
}

/**
 * Keeps a draft; throws when this browser cannot (IndexedDB off, storage
 * full). The browser's answer to keeping storage comes later (it may ask the
 * user), and is announced like a change of the drafts, so every tab's journal
 * shows it.
 */
export async function saveDraft(draft: Draft): Promise<void> {
  await (await database()).put("drafts", draft);
  announce();
  void askToKeepStorage().then(announce);
}

export async function removeDraft(key: string): Promise<void> {
  await (await database()).delete("drafts", key);
  announce();
}

/**
 * Lets go of a draft the server now holds: marked sent, then removed. Throws
 * only when neither worked; a draft marked sent but still here is removed by
 * the next sync, never sent again (lib/offline/sync.ts).
 */
export async function letGoOfSent(key: string): Promise<void> {
  const db = await database();
  const marked = await markSent(db, key).then(
    () => true,
    () => false,
  );
  try {
    await db.delete("drafts", key);
  } catch (error) {
    if (!marked) throw error;
  } finally {
    announce();
  }
}

async function markSent(db: IDBPDatabase<DraftsDb>, key: string): Promise<void> {
  const draft = await db.get("drafts", key);
  if (draft && !draft.sent) await db.put("drafts", { ...draft, sent: true });
}

/** Drops every draft of one user: their account was deleted, so none of it may ever be sent. */
export async function removeDraftsOf(userId: number): Promise<void> {
  const tx = (await database()).transaction("drafts", "readwrite");
  const keys = await tx.store.index("byUser").getAllKeys(userId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  announce();
}

export async function markProblem(key: string, problem: DraftProblem | null): Promise<void> {
  const db = await database();
  const draft = await db.get("drafts", key);
  if (!draft) return;
  await db.put("drafts", { ...draft, problem });
  announce();
}

/** Tells this tab and the others that drafts changed. */
function announce() {
  window.dispatchEvent(new Event(CHANNEL));
  if ("BroadcastChannel" in window) {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage("changed");
    channel.close();
  }
}

/** Calls `onChange` whenever drafts change, in this tab or another; returns the unsubscribe. */
export function watchDrafts(onChange: () => void): () => void {
  window.addEventListener(CHANNEL, onChange);
  const channel = "BroadcastChannel" in window ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener("message", onChange);
  return () => {
    window.removeEventListener(CHANNEL, onChange);
    channel?.close();
  };
}

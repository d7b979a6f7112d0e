// Sends the drafts kept on this device (lib/offline/drafts.ts) to the server,
// oldest first, each with its Idempotency-Key: if an answer is lost and the
// draft is sent again, the server answers the dream it already stored
// instead of storing a copy. One tab sends at a time (Web Locks); the key
// covers a browser without them.
//
// A draft is stored or discarded, never both: each is sent holding its own
// lock (lib/offline/draft-lock.ts), and a discard that finds it held is
// refused; the dream then reaches the journal, where it can be deleted. A
// discard that comes first wins, and the sync, which reads the draft again
// once it holds the lock, finds nothing to send.
//
// A dream deleted online never comes back from the device: a draft the
// server took is marked sent before it is removed (lib/offline/drafts.ts), so
// if the removal fails, the next sync removes it instead of sending it again,
// which would store the deleted dream anew. (A send whose answer was lost
// leaves the draft unmarked, and it is sent again: the server keeps no key of
// a deleted dream, so one deleted from another device meanwhile would return.)
import { api, ApiError, NetworkError } from "@/lib/client/client";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/domain/journal";
import { holdingDraft, ifDraftFree } from "./draft-lock";
import { getDraft, letGoOfSent, listDrafts, markProblem, removeDraft, type Draft } from "./drafts";

const LOCK = "dreamscape-drafts-sync";

export interface SyncReport {
  /** Drafts the server now holds (and that left the device, or are marked sent where removing them failed). */
  sent: number;
  /** Drafts still waiting: no connection, the server away, or refused. */
  waiting: number;
}

/**
 * What becomes of a draft the server did not answer with a 2xx: a 409 naming
 * the dream already stored under the draft's key means an earlier send arrived
 * (its answer was lost) and the dream differs now only because the server
 * dated it or it was changed since, so the draft has been delivered. A 429
 * (the Free plan's daily quota) is tried again at the next sync; any other 4xx
 * waits for the user (try again, or discard), with the server's reason shown
 * on the draft. Nothing the server does not hold is ever dropped.
 */
export type Outcome = "sent" | "stop" | "retry-later" | "needs-user";

/** A 409 for an Idempotency-Key already used: the server names the dream it stored under the key (or stored and, since, deleted). */
const storedUnderKey = (error: ApiError): boolean =>
  error.status === 409 && error.code === "conflict" && typeof error.details?.dreamId === "number";

export function outcomeOf(error: unknown): Outcome {
  if (error instanceof NetworkError) return "stop";
  if (error instanceof ApiError) {
    if (storedUnderKey(error)) return "sent";
    if (error.status === 401 || error.status === 408 || error.status >= 500) return "stop";
    if (error.status === 429) return "retry-later";
    return "needs-user";
  }
  return "stop";
}

/** The longest a refusal's Retry-After is trusted for: a day and an hour (the quota resets at the next midnight UTC). */
const LONGEST_WAIT_MS = 25 * 60 * 60 * 1000;

/** When a 429 says to try again (its Retry-After, in seconds), as an ISO 8601 time; the next minute when it does not say. */
export function retryTimeOf(error: ApiError, now = Date.now()): string {
  const seconds = Number(error.headers?.get("retry-after"));
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, LONGEST_WAIT_MS) : 60_000;
  return new Date(now + wait).toISOString();
}

/** A draft refused for the quota waits until the time the refusal named. */
const waiting = (draft: Draft, now: number): boolean =>
  draft.problem?.retryAt !== undefined && Date.parse(draft.problem.retryAt) > now;

/** What POST /api/dreams receives for a draft; fields a draft lacks (one kept by an older version) are left out. */
export function draftBody({ title, content, mood, createdAt, tags, lucid, clarity }: Draft) {
  return { title, content, mood, createdAt, tags, lucid, clarity };
}

async function sendDraft(draft: Draft) {
  return api("POST", "/api/dreams", "dream", draftBody(draft), {
    headers: { [IDEMPOTENCY_KEY_HEADER]: draft.key },
  });
}

/**
 * What one draft's turn did: the server took it; it was no longer waiting
 * (discarded since the list was read, or taken by an earlier sync whose
 * removal failed); it waits and the sync goes on; or the sync stops here.
 */
type Turn = "sent" | "gone" | "next" | "stop";

/** One draft's turn, holding its lock: read again, since it may have been discarded or sent since the list was read. */
async function sendOne(key: string, describe: (error: unknown) => string): Promise<Turn> {
  const draft = await getDraft(key);
  if (!draft) return "gone";
  if (draft.sent) {
    await removeDraft(key).catch(() => {}); // still marked sent: the next sync tries again
    return "gone";
  }
  if (draft.problem && !draft.problem.retry) return "next";
  if (waiting(draft, Date.now())) return "stop"; // the quota holds for the drafts after it too
  try {
    await sendDraft(draft);
  } catch (error) {
    const outcome = outcomeOf(error);
    if (outcome === "stop") return "stop";
    if (outcome !== "sent") {
      const retry = outcome === "retry-later";
      const retryAt = retry && error instanceof ApiError ? retryTimeOf(error) : undefined;
      await markProblem(key, { message: describe(error), retry, ...(retryAt ? { retryAt } : {}) });
      return retry ? "stop" : "next"; // the quota holds for the drafts after it too
    }
  }
  await letGoOfSent(key);
  return "sent";
}

async function sendAll(userId: number, describe: (error: unknown) => string): Promise<SyncReport> {
  const drafts = await listDrafts(userId);
  let sent = 0;
  let gone = 0;
  for (const { key } of drafts) {
    const turn = await holdingDraft(key, () => sendOne(key, describe));
    if (turn === "stop") break;
    if (turn === "sent") sent++;
    if (turn === "gone") gone++;
  }
  return { sent, waiting: drafts.length - sent - gone };
}

/** Sends the user's waiting drafts; `describe` words a refusal for the draft's note. */
export async function syncDrafts(userId: number, describe: (error: unknown) => string): Promise<SyncReport> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return sendAll(userId, describe);
  return locks.request(LOCK, () => sendAll(userId, describe));
}

/** What a discard did: the draft is gone from the device, or it is being sent and stays (it will be in the journal). */
export type Discard = "discarded" | "sending";

/** Discards a waiting draft unless it is being sent right now (see the top of this file). */
export function discardDraft(key: string): Promise<Discard> {
  return ifDraftFree(
    key,
    async () => {
      await removeDraft(key);
      return "discarded" as const;
    },
    "sending" as const,
  );
}

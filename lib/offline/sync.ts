// Sends the drafts kept on this device (lib/offline/drafts.ts) to the server,
// oldest first, each with its Idempotency-Key: if an answer is lost and the
// draft is sent again, the server answers the dream it already stored
// instead of storing a copy. One tab sends at a time (Web Locks); the key
// covers a browser without them.
import { api, ApiError, NetworkError } from "@/lib/api/client";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/dreams/constants";
import { listDrafts, markProblem, removeDraft, type Draft } from "./drafts";

const LOCK = "dreamscape-drafts-sync";

export interface SyncReport {
  /** Drafts the server now holds (and that left the device). */
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

/** A 409 for an Idempotency-Key already used: the server names the dream it stored under the key. */
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

async function sendAll(userId: number, describe: (error: unknown) => string): Promise<SyncReport> {
  const drafts = await listDrafts(userId);
  let sent = 0;
  for (const draft of drafts) {
    if (draft.problem && !draft.problem.retry) continue;
    if (waiting(draft, Date.now())) break; // the quota holds for the drafts after it too
    try {
      await sendDraft(draft);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome === "stop") break;
      if (outcome !== "sent") {
        const retry = outcome === "retry-later";
        const retryAt = retry && error instanceof ApiError ? retryTimeOf(error) : undefined;
        await markProblem(draft.key, { message: describe(error), retry, ...(retryAt ? { retryAt } : {}) });
        if (outcome === "retry-later") break; // the quota holds for the drafts after it too
        continue;
      }
    }
    await removeDraft(draft.key);
    sent++;
  }
  return { sent, waiting: drafts.length - sent };
}

/** Sends the user's waiting drafts; `describe` words a refusal for the draft's note. */
export async function syncDrafts(userId: number, describe: (error: unknown) => string): Promise<SyncReport> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return sendAll(userId, describe);
  return locks.request(LOCK, () => sendAll(userId, describe));
}

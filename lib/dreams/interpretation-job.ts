// The job that asks the external AI provider for a dream's interpretation.
//
// - One job per dream: the queue folds a new request into the one already
//   waiting (policy "short", keyed by the dream), and a job reads the dream
//   as it is when it runs, so an edit made before the call supersedes what was
//   asked before it, without a second call.
// - A provider's failure (429, 5xx, a timeout, a lost connection) is retried:
//   at most 3 attempts within about 2 minutes, waiting as its Retry-After asks
//   (up to 60 s). After that the built-in interpreter answers, labelled, and
//   the user may ask the provider again.
// - A server's death is not a provider failure: the job's lease runs out and
//   another server runs it again, with the provider (lib/jobs/worker.ts).
// - Every call holds one of AI_CONCURRENCY slots shared by all servers, and
//   counts against AI_DAILY_LIMIT; past it the built-in interpreter answers,
//   labelled.
import "server-only";
import { providerFor } from "@/lib/ai/provider";
import { interpretWithBuiltIn, type InterpretationResult } from "@/lib/ai/service";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/worker";
import { ensureQueue, sendJob, type QueueSpec } from "@/lib/jobs/queue";
import { takeSiteAiCall } from "@/lib/quota/service";
import type { InterpretationFallback } from "@/lib/domain/journal";
import { inputOf, languageOf, readyFields, symbolsOf } from "./interpretation-fields";
import { storeInterpretation } from "./queries";
import { lexiconIds } from "./symbols";

export const MAX_ATTEMPTS = 3;
/** Attempts and the waits between them fit in this window; a retry that would end later is not made. */
export const RETRY_WINDOW_MS = 120_000;
/** The longest wait a provider's Retry-After is honoured with. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** Waits before the 2nd and 3rd attempts when the provider does not say. */
const BACKOFF_MS = [env.AI_RETRY_DELAY_MS, env.AI_RETRY_DELAY_MS * 4];

/** A job's lease: the provider's timeout and the database work around it. */
const LEASE_SECONDS = Math.ceil(env.OPENAI_TIMEOUT_MS / 1000) + 10;

export const INTERPRET_QUEUE: QueueSpec = {
  name: "interpret-dream",
  policy: "short",
  // Only for a holder that died or a job that threw (a database hiccup):
  // provider failures are retried by the job itself, on the schedule above.
  retryLimit: 5,
  retryDelay: 2,
  expireInSeconds: LEASE_SECONDS,
  // Past STALE_PENDING_MS (10 minutes) the built-in interpreter answers anyway (./interpretation.ts).
  retentionMinutes: 60,
};

interface InterpretData {
  dreamId: number;
  /** 1 for the first call to the provider. */
  attempt: number;
  /** When the first attempt was queued (ms since the epoch). */
  firstAt: number;
}

function parse(data: unknown): InterpretData | null {
  if (typeof data !== "object" || data === null) return null;
  const { dreamId, attempt, firstAt } = data as Record<string, unknown>;
  if (!Number.isSafeInteger(dreamId) || !Number.isSafeInteger(attempt) || typeof firstAt !== "number") return null;
  return { dreamId: dreamId as number, attempt: attempt as number, firstAt };
}

const singletonKey = (dreamId: number) => `dream:${dreamId}`;

/** Makes sure the queue exists: before a transaction that will queue a job in it. */
export async function prepareInterpretationQueue(): Promise<void> {
  await ensureQueue(INTERPRET_QUEUE);
}

/** Queues the provider's interpretation of a dream, in the transaction that marked it pending. */
export async function queueInterpretation(tx: Prisma.TransactionClient, dreamId: number): Promise<void> {
  const data: InterpretData = { dreamId, attempt: 1, firstAt: Date.now() };
  await sendJob(INTERPRET_QUEUE, data, { tx, singletonKey: singletonKey(dreamId) });
}

/** The wait before attempt `attempt + 1`, or null when there is none to make. */
export function nextAttemptIn(
  attempt: number,
  firstAt: number,
  advice: { retry: boolean; afterMs: number | null },
  now = Date.now(),
) {
  if (!advice.retry || attempt >= MAX_ATTEMPTS) return null;
  const wait = advice.afterMs === null ? BACKOFF_MS[attempt - 1] : Math.min(advice.afterMs, MAX_RETRY_AFTER_MS);
  // The next attempt, and the provider's timeout it may take, must end inside the window.
  if (now + wait + env.OPENAI_TIMEOUT_MS - firstAt > RETRY_WINDOW_MS) return null;
  return wait;
}

function pendingDream(id: number) {
  return db().dream.findUnique({
    where: { id },
    select: {
      userId: true,
      title: true,
      content: true,
      mood: true,
      interpretationStatus: true,
      interpretationRequestedAt: true,
      interpretationLanguage: true,
      user: { select: { aiConsent: true } },
    },
  });
}

async function run({ dreamId, attempt, firstAt }: InterpretData): Promise<void> {
  const dream = await pendingDream(dreamId);
  // Deleted, or already answered (by a newer job, or a stale read's fallback).
  if (!dream || dream.interpretationStatus !== "pending" || !dream.interpretationRequestedAt) return;
  const since = dream.interpretationRequestedAt;
  const input = inputOf(dream, languageOf(dream.interpretationLanguage));
  // The interpretation and the symbols it names, together.
  const store = (result: InterpretationResult, fallback: InterpretationFallback | null = null) =>
    storeInterpretation(dream.userId, dreamId, { ...readyFields(result, fallback), ...symbolsOf(result) }, since);

  const provider = providerFor(dream.user);
  // Consent withdrawn (or the provider unconfigured) since the dream was saved: nothing leaves.
  if (!provider) return void (await store(interpretWithBuiltIn(input)));
  if (!(await takeSiteAiCall())) return void (await store(interpretWithBuiltIn(input), "site_limit"));
  try {
    const answer = await provider.interpret(input);
    // The symbols it named were paid for: the dream keeps them (those the lexicon knows; else its own ranking stays).
    const named = lexiconIds(answer.symbols);
    await store({
      text: answer.text,
      source: provider.name,
      model: provider.model,
      language: input.language,
      symbols: named.length > 0 ? named : null,
    });
  } catch (error) {
    const advice = provider.retryAdvice(error);
    const wait = nextAttemptIn(attempt, firstAt, advice);
    const reason = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
    if (wait !== null) {
      console.warn(`[ai] attempt ${attempt} for dream ${dreamId} failed (${reason}); again in ${Math.round(wait / 1000)} s`);
      const retry: InterpretData = { dreamId, attempt: attempt + 1, firstAt };
      await sendJob(INTERPRET_QUEUE, retry, { singletonKey: singletonKey(dreamId), startAfter: Math.max(0.05, wait / 1000) });
      return;
    }
    console.warn(`[ai] ${provider.name} did not interpret dream ${dreamId} (${reason}); the built-in interpreter answers`);
    await store(interpretWithBuiltIn(input), "provider_failed");
  }
}

export const interpretJob = defineJob({
  queue: INTERPRET_QUEUE,
  concurrency: env.AI_CONCURRENCY,
  providerSlotMs: LEASE_SECONDS * 1000,
  parse,
  run,
});

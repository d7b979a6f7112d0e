// Every dream gets an interpretation, in the language of the interface it was
// written or asked from. The built-in interpreter answers at once, in the
// same write as the dream. An external provider (with the user's consent)
// answers through a durable job (./interpretation-job.ts): the dream is stored
// "pending" together with its job, in one transaction, and the browser asks
// again until it is ready.
//
// The AI budget: a new dream's interpretation comes with it (the Free plan's
// 5 dreams a day bound it); anything after that (an edit that changes the
// dream, "interpret again") is a fresh interpretation, 3 a UTC day on the
// Free plan. Past them an edit keeps the old interpretation, marked as
// written for an earlier version.
import "server-only";
import { providerFor } from "@/lib/ai/provider";
import { interpretWithBuiltIn } from "@/lib/ai/service";
import type { InterpretationInput } from "@/lib/ai/types";
import type { SessionUser } from "@/lib/auth/session";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/domain/locales";
import { consumeDailyQuota, dailyAllowance, tryDailyQuota } from "@/lib/quota/service";
import { inputOf, languageOf, pendingFields, readyFields, symbolsOf, type InterpretationFields } from "./interpretation-fields";
import { prepareInterpretationQueue, queueInterpretation } from "./interpretation-job";
import * as q from "./queries";
import type { SymbolFields } from "./symbols";
import type { InterpretationBacklog } from "./schema";

/**
 * A dream still pending after this long (its job lost, or a long queue) is
 * finished by the built-in interpreter when it is next read, labelled, so no
 * dream waits forever. Well past a job's 3 attempts within about 2 minutes.
 */
export const STALE_PENDING_MS = 10 * 60_000;

export interface InterpretationPlan {
  /** Fields to write with the dream (or onto it). */
  fields: InterpretationFields;
  /** The symbols the interpretation written now names (the built-in one's ranking); null when none is written now. */
  symbols: SymbolFields | null;
  /** For an external provider: queue its job in the transaction that stores the dream. */
  enqueue?: (tx: Prisma.TransactionClient, dreamId: number) => Promise<void>;
}

/** How a dream of `user` gets its interpretation right now, in `language`. */
export async function planInterpretation(
  user: Pick<SessionUser, "id" | "aiConsent">,
  input: InterpretationInput,
): Promise<InterpretationPlan> {
  if (!providerFor(user)) {
    const result = interpretWithBuiltIn(input);
    return { fields: readyFields(result), symbols: symbolsOf(result) };
  }
  // Before the transaction: the queue's first use may create it, which cannot run inside one (on PGlite it would wait for itself).
  await prepareInterpretationQueue();
  return {
    fields: pendingFields(input.language, new Date()),
    symbols: null,
    enqueue: (tx, dreamId) => queueInterpretation(tx, dreamId),
  };
}

/** What is saved with a new or edited dream: nothing (null) when interpreting is switched off (DREAMSCAPE_INTERPRETER=off, for measurements). */
export async function planOnSave(
  user: Pick<SessionUser, "id" | "aiConsent">,
  dream: { title: string; content: string; mood: string | null },
  language: Locale,
): Promise<InterpretationPlan | null> {
  if (env.DREAMSCAPE_INTERPRETER === "off") return null;
  return planInterpretation(user, inputOf(dream, language));
}

/**
 * Whether an edit of a Free user's dream may have a fresh interpretation,
 * decided inside the edit's transaction (and counted with it); Premium
 * always may. Without one, the old interpretation stays, marked as outdated.
 */
export async function editWithinBudget(tx: Prisma.TransactionClient, user: SessionUser): Promise<boolean> {
  return user.isPremium || tryDailyQuota(tx, user.id, "interpretation");
}

/**
 * Rows as they should be shown: an interpretation still pending after
 * STALE_PENDING_MS is written by the built-in interpreter now, labelled as a
 * fallback the user may ask the provider again for.
 */
export async function settleStale(userId: number, rows: q.DreamRow[]): Promise<q.DreamRow[]> {
  const cutoff = Date.now() - STALE_PENDING_MS;
  const stale = (row: q.DreamRow) =>
    row.interpretationStatus === "pending" &&
    row.interpretationRequestedAt !== null &&
    row.interpretationRequestedAt.getTime() < cutoff;
  if (!rows.some(stale)) return rows;
  return Promise.all(
    rows.map(async (row) => {
      if (!stale(row) || !row.interpretationRequestedAt) return row;
      const result = interpretWithBuiltIn(inputOf(row, languageOf(row.interpretationLanguage)));
      const fields = { ...readyFields(result, "provider_failed"), ...symbolsOf(result) };
      await q.storeInterpretation(userId, row.id, fields, row.interpretationRequestedAt);
      return (await q.findDream(userId, row.id)) ?? row;
    }),
  );
}

/**
 * A fresh interpretation of one of the user's dreams, in `language`. Free:
 * 3 per UTC day, counted atomically with the write; asking again after the
 * provider failed (a labelled fallback) is free. Premium: no cap.
 */
export async function reinterpretDream(user: SessionUser, dreamId: number, language: Locale): Promise<q.DreamRow> {
  const dream = await q.findDreamForEdit(user.id, dreamId);
  if (!dream) throw new AppError("not_found", "dreamNotFound");
  if (dream.interpretationStatus === "pending") throw new AppError("conflict", "interpretationPending");
  const plan = await planInterpretation(user, inputOf(dream, language));
  await db().$transaction(async (tx) => {
    if (!user.isPremium && dream.interpretationFallback === null) await consumeDailyQuota(tx, user.id, "interpretation");
    const { count } = await tx.dream.updateMany({
      where: { id: dreamId, userId: user.id },
      data: { ...plan.fields, ...plan.symbols },
    });
    if (count !== 1) throw new AppError("not_found", "dreamNotFound");
    await plan.enqueue?.(tx, dreamId);
  });
  const row = await q.findDream(user.id, dreamId);
  if (!row) throw new AppError("not_found", "dreamNotFound");
  return row;
}

/**
 * The dreams still without an interpretation, and the fresh interpretations
 * the user's plan allows today to give them one (Free: 3 a UTC day; Premium:
 * no cap). Counted by the server, over the whole journal.
 */
export async function interpretationBacklog(user: Pick<SessionUser, "id" | "isPremium">): Promise<InterpretationBacklog> {
  const [waiting, allowance] = await Promise.all([
    q.countUninterpreted(user.id),
    user.isPremium ? null : dailyAllowance(user.id, "interpretation"),
  ]);
  return { waiting, allowance };
}

// Every dream gets an interpretation, in the language of the interface it was
// written or asked from. The built-in interpreter answers at once, in the
// same write as the dream. An external provider (with the user's consent)
// answers after the response has gone out: the dream is stored "pending",
// the browser asks again until it is ready, and if the provider fails or the
// server stops in between, the built-in interpreter finishes the job.
import "server-only";
import { runInBackground } from "@/lib/ai/jobs";
import { providerFor } from "@/lib/ai/provider";
import { interpret, interpretWithBuiltIn, type InterpretationResult } from "@/lib/ai/service";
import type { InterpretationInput } from "@/lib/ai/types";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { consumeDailyQuota } from "@/lib/quota/service";
import { isMood } from "./constants";
import * as q from "./queries";
import { forgetSharedDream } from "@/lib/share/cache";

/** A pending interpretation older than this is finished by the built-in interpreter when the dream is next read. */
export const PENDING_TIMEOUT_MS = env.OPENAI_TIMEOUT_MS * 2 + 10_000;

type InterpretationFields = Pick<
  Prisma.DreamUncheckedCreateInput,
  | "interpretation"
  | "interpretationSource"
  | "interpretationModel"
  | "interpretationLanguage"
  | "interpretationStatus"
  | "interpretationRequestedAt"
  | "interpretedAt"
  | "interpretationOutdated"
>;

export function readyFields(result: InterpretationResult): InterpretationFields {
  return {
    interpretation: result.text,
    interpretationSource: result.source,
    interpretationModel: result.model,
    interpretationLanguage: result.language,
    interpretationStatus: "ready",
    interpretationRequestedAt: null,
    interpretedAt: new Date(),
    interpretationOutdated: false,
  };
}

function pendingFields(language: Locale, since: Date): InterpretationFields {
  return { interpretationStatus: "pending", interpretationRequestedAt: since, interpretationLanguage: language };
}

export interface InterpretationPlan {
  /** Fields to write with the dream (or onto it). */
  fields: InterpretationFields;
  /** For an external provider: start it once the dream is stored. */
  start?: (dreamId: number) => void;
}

/** How a dream of `user` gets its interpretation right now, in `language`. */
export function planInterpretation(user: Pick<SessionUser, "id" | "aiConsent">, input: InterpretationInput): InterpretationPlan {
  const provider = providerFor(user);
  if (!provider) return { fields: readyFields(interpretWithBuiltIn(input)) };
  const since = new Date();
  return {
    fields: pendingFields(input.language, since),
    start: (dreamId) =>
      runInBackground(async () => {
        const result = await interpret(provider, input);
        await q.storeInterpretation(user.id, dreamId, readyFields(result), since);
      }),
  };
}

/** What is saved with a new or edited dream: nothing (null) when interpreting is switched off (DREAMSCAPE_INTERPRETER=off, for measurements). */
export function planOnSave(
  user: Pick<SessionUser, "id" | "aiConsent">,
  dream: { title: string; content: string; mood: string | null },
  language: Locale,
): InterpretationPlan | null {
  if (env.DREAMSCAPE_INTERPRETER === "off") return null;
  return planInterpretation(user, inputOf(dream, language));
}

const inputOf = (dream: { title: string; content: string; mood: string | null }, language: Locale): InterpretationInput => ({
  title: dream.title,
  content: dream.content,
  mood: isMood(dream.mood) ? dream.mood : null,
  language,
});

/**
 * Rows as they should be shown: an interpretation still pending after
 * PENDING_TIMEOUT_MS (a provider that never answered, a server stopped in
 * between) is written by the built-in interpreter now, so no dream waits forever.
 */
export async function settleStale(userId: number, rows: q.DreamRow[]): Promise<q.DreamRow[]> {
  const cutoff = Date.now() - PENDING_TIMEOUT_MS;
  const stale = (row: q.DreamRow) =>
    row.interpretationStatus === "pending" &&
    row.interpretationRequestedAt !== null &&
    row.interpretationRequestedAt.getTime() < cutoff;
  if (!rows.some(stale)) return rows;
  return Promise.all(
    rows.map(async (row) => {
      if (!stale(row) || !row.interpretationRequestedAt) return row;
      const language = isLocale(row.interpretationLanguage) ? row.interpretationLanguage : "en";
      const fields = readyFields(interpretWithBuiltIn(inputOf(row, language)));
      await q.storeInterpretation(userId, row.id, fields, row.interpretationRequestedAt);
      return (await q.findDream(userId, row.id)) ?? row;
    }),
  );
}

/**
 * A fresh interpretation of one of the user's dreams, in `language`. Free:
 * 3 per UTC day, counted atomically with the write (a dream's first
 * interpretation, say of an imported one, is not counted); Premium: no cap.
 */
export async function reinterpretDream(user: SessionUser, dreamId: number, language: Locale): Promise<q.DreamRow> {
  const dream = await q.findDreamForEdit(user.id, dreamId);
  if (!dream) throw new AppError("not_found", "dreamNotFound");
  if (dream.interpretationStatus === "pending") throw new AppError("conflict", "interpretationPending");
  const plan = planInterpretation(user, inputOf(dream, language));
  await db().$transaction(async (tx) => {
    if (!user.isPremium && dream.interpretation !== null) await consumeDailyQuota(tx, user.id, "interpretation");
    const { count } = await tx.dream.updateMany({ where: { id: dreamId, userId: user.id }, data: plan.fields });
    if (count !== 1) throw new AppError("not_found", "dreamNotFound");
  });
  forgetSharedDream(dreamId);
  plan.start?.(dreamId);
  const row = await q.findDream(user.id, dreamId);
  if (!row) throw new AppError("not_found", "dreamNotFound");
  return row;
}

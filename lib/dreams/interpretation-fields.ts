// What an interpretation writes onto a dream, and what it is written from:
// shared by the request path (./interpretation.ts) and the job that asks the
// external provider (./interpretation-job.ts).
import type { InterpretationResult } from "@/lib/ai/service";
import type { InterpretationInput } from "@/lib/ai/types";
import type { Prisma } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/domain/locales";
import { type InterpretationFallback } from "@/lib/domain/journal";
import { isMood } from "@/lib/domain/moods";
import { keptSymbols, type SymbolFields } from "./symbols";

export type InterpretationFields = Pick<
  Prisma.DreamUncheckedCreateInput,
  | "interpretation"
  | "interpretationSource"
  | "interpretationModel"
  | "interpretationLanguage"
  | "interpretationStatus"
  | "interpretationRequestedAt"
  | "interpretedAt"
  | "interpretationOutdated"
  | "interpretationFallback"
>;

export function readyFields(result: InterpretationResult, fallback: InterpretationFallback | null = null): InterpretationFields {
  return {
    interpretation: result.text,
    interpretationSource: result.source,
    interpretationModel: result.model,
    interpretationLanguage: result.language,
    interpretationStatus: "ready",
    interpretationRequestedAt: null,
    interpretedAt: new Date(),
    interpretationOutdated: false,
    interpretationFallback: fallback,
  };
}

/** The symbols an interpretation names, as the dream keeps them; null when it names none the lexicon knows. */
export const symbolsOf = (result: InterpretationResult): SymbolFields | null =>
  result.symbols === null ? null : keptSymbols(result.symbols);

export function pendingFields(language: Locale, since: Date): InterpretationFields {
  return { interpretationStatus: "pending", interpretationRequestedAt: since, interpretationLanguage: language };
}

export const inputOf = (
  dream: { title: string; content: string; mood: string | null },
  language: Locale,
): InterpretationInput => ({
  title: dream.title,
  content: dream.content,
  mood: isMood(dream.mood) ? dream.mood : null,
  language,
});

export const languageOf = (value: string | null): Locale => (isLocale(value) ? value : "en");

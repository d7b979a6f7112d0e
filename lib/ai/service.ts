// The built-in interpreter's answer in the shape stored with a dream, and
// combined analysis with a fallback: the external provider when the caller may
// use it, the built-in analyzer when it may not or when it fails (timeout,
// 500, 429, broken or wrongly shaped JSON). Interpretations by the provider
// run as jobs (lib/dreams/interpretation-job.ts).
import "server-only";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/domain/locales";
import { withSlot } from "@/lib/jobs/slots";
import { analyzeOffline, dreamStatistics, type AnalysisDream, type DreamStatistics } from "./offline/analyze";
import { interpretOffline } from "./offline/interpret";
import type { AiProvider, AnalysisNarrative, InterpretationInput } from "./types";

export type InterpretationSource = "offline" | "openai";

export interface InterpretationResult {
  text: string;
  source: InterpretationSource;
  model: string | null;
  language: Locale;
  /** The lexicon's ids of the symbols the interpretation names, most important first; null when it names none the lexicon knows. */
  symbols: string[] | null;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.split("\n")[0]}`;
  return String(error);
}

/** The built-in interpreter's answer: its symbols are the dream's ranking, which the dream keeps (one ranking per save). */
export function interpretWithBuiltIn(input: InterpretationInput): InterpretationResult {
  const { text, symbols } = interpretOffline(input);
  return { text, source: "offline", model: null, language: input.language, symbols };
}

export interface AnalysisResult extends AnalysisNarrative {
  source: InterpretationSource;
  model: string | null;
  statistics: DreamStatistics;
}

/** How long an analysis waits for one of the AI_CONCURRENCY provider slots before the built-in analyzer answers. */
const SLOT_WAIT_MS = 10_000;

/**
 * The statistics are always computed here; the provider, when given, writes
 * the narrative from them, holding one of the cluster's provider slots. The
 * caller passes a provider only for a user who agreed and when the site's daily
 * AI allowance (lib/quota/) has a call left, as for interpretations.
 */
export async function analyze(
  provider: AiProvider | null,
  dreams: AnalysisDream[],
  language: Locale,
  timeZone: string,
): Promise<AnalysisResult> {
  const statistics = dreamStatistics(dreams);
  if (provider) {
    try {
      const lease = env.OPENAI_TIMEOUT_MS + 15_000;
      const held = await withSlot(lease, SLOT_WAIT_MS, () => provider.analyze({ dreams, statistics, language, timeZone }));
      if (held) return { ...held.value, source: provider.name, model: provider.model, statistics };
      console.warn(`[ai] every provider slot stayed busy for ${SLOT_WAIT_MS} ms; the built-in analyzer answers`);
    } catch (error) {
      console.warn(
        `[ai] ${provider.name} (${provider.model}) did not analyse (${describe(error)}); the built-in analyzer answers`,
      );
    }
  }
  return { ...analyzeOffline(dreams, language, timeZone), source: "offline", model: null, statistics };
}

// Interpretation and analysis with a fallback: the external provider when the
// caller may use it, the built-in interpreter when it may not or when it fails
// (timeout, 500, 429, broken or wrongly shaped JSON). A dream is never left
// without an answer because a provider misbehaved.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { analyzeOffline, dreamStatistics, type AnalysisDream, type DreamStatistics } from "./offline/analyze";
import { interpretOffline } from "./offline/interpret";
import type { AiProvider, AnalysisNarrative, InterpretationInput } from "./types";

export type InterpretationSource = "offline" | "openai";

export interface InterpretationResult {
  text: string;
  source: InterpretationSource;
  model: string | null;
  language: Locale;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.split("\n")[0]}`;
  return String(error);
}

export function interpretWithBuiltIn(input: InterpretationInput): InterpretationResult {
  return { text: interpretOffline(input).text, source: "offline", model: null, language: input.language };
}

export async function interpret(provider: AiProvider | null, input: InterpretationInput): Promise<InterpretationResult> {
  if (!provider) return interpretWithBuiltIn(input);
  try {
    const answer = await provider.interpret(input);
    return { text: answer.text, source: provider.name, model: provider.model, language: input.language };
  } catch (error) {
    console.warn(
      `[ai] ${provider.name} (${provider.model}) did not interpret (${describe(error)}); the built-in interpreter answers`,
    );
    return interpretWithBuiltIn(input);
  }
}

export interface AnalysisResult extends AnalysisNarrative {
  source: InterpretationSource;
  model: string | null;
  statistics: DreamStatistics;
}

/** The statistics are always computed here; the provider, when allowed, writes the narrative from them. */
export async function analyze(provider: AiProvider | null, dreams: AnalysisDream[], language: Locale): Promise<AnalysisResult> {
  const statistics = dreamStatistics(dreams);
  if (provider) {
    try {
      const narrative = await provider.analyze({ dreams, statistics, language });
      return { ...narrative, source: provider.name, model: provider.model, statistics };
    } catch (error) {
      console.warn(
        `[ai] ${provider.name} (${provider.model}) did not analyse (${describe(error)}); the built-in analyzer answers`,
      );
    }
  }
  return { ...analyzeOffline(dreams, language), source: "offline", model: null, statistics };
}

// The interpreters' common shape: the built-in one (lib/ai/offline) and an
// OpenAI-compatible server (lib/ai/openai.ts) answer the same questions.
import type { Mood } from "@/lib/domain/moods";
import type { Locale } from "@/lib/domain/locales";
import type { AnalysisDream, DreamStatistics } from "./offline/analyze";

export interface InterpretationInput {
  title: string;
  content: string;
  mood: Mood | null;
  /** The interface language to write in. */
  language: Locale;
}

export interface InterpretationText {
  /** Plain text; paragraphs separated by a blank line. Never rendered as HTML. */
  text: string;
  symbols: string[];
}

export interface AnalysisInput {
  dreams: AnalysisDream[];
  statistics: DreamStatistics;
  language: Locale;
  /** The user's IANA time zone: a dream's day is the day it was there. */
  timeZone: string;
}

export interface AnalysisNarrative {
  summary: string;
  patterns: string[];
  recommendations: string[];
  commonSymbols: string[];
  emotionalTrends: { predominantEmotions: string[]; moodPattern: string };
}

/** Whether a failed call is worth another attempt, and when the provider asked to be called again. */
export interface RetryAdvice {
  retry: boolean;
  /** From the provider's Retry-After, when it sent one. */
  afterMs: number | null;
}

/** An external interpreter; any failure (timeout, 429, broken JSON) is thrown, and the built-in one answers instead. */
export interface AiProvider {
  readonly name: "openai";
  readonly model: string;
  /** Where dream text goes: told to the user before they agree. */
  readonly host: string;
  interpret(input: InterpretationInput): Promise<InterpretationText>;
  analyze(input: AnalysisInput): Promise<AnalysisNarrative>;
  /** Reads a failure of interpret or analyze: 429, 5xx, timeouts and lost connections are worth retrying. */
  retryAdvice(error: unknown): RetryAdvice;
}

// Combined analyses: the request the journal sends and the analysis the API
// answers, shared by server and browser (zod/mini). Messages are keys of the
// `Validation` namespace.
import * as z from "zod/mini";

/** A combined analysis reads 2 to 20 dreams (docs/product.md, "Combined analysis"). */
export const ANALYSIS_MIN_DREAMS = 2;
export const ANALYSIS_MAX_DREAMS = 20;

export const analyzeRequestSchema = z.strictObject({
  dreamIds: z
    .array(z.int({ error: "dreamIdsInvalid" }).check(z.positive({ error: "dreamIdsInvalid" })), { error: "dreamIdsInvalid" })
    .check(
      z.minLength(ANALYSIS_MIN_DREAMS, { error: "dreamIdsCount" }),
      z.maxLength(ANALYSIS_MAX_DREAMS, { error: "dreamIdsCount" }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: "dreamIdsDuplicate" }),
    ),
});
export type AnalyzeRequest = z.output<typeof analyzeRequestSchema>;

/** One dream an analysis covered; `title` is null once the dream has been deleted. */
export const analysedDreamSchema = z.object({ id: z.int(), title: z.nullable(z.string()) });
export type AnalysedDream = z.output<typeof analysedDreamSchema>;

export const analysisSchema = z.object({
  id: z.int(),
  /**
   * The analysed dreams' ids, as text: the original specification stores
   * dream_analyses.dreamIds as a list of text (docs/product.md, "Inherited
   * from the original specification").
   */
  dreamIds: z.array(z.string()),
  /** The same dreams, in the same order, with their current titles. */
  dreams: z.array(analysedDreamSchema),
  summary: z.string(),
  patterns: z.array(z.string()),
  recommendations: z.array(z.string()),
  commonSymbols: z.array(z.string()),
  emotionalTrends: z.object({ predominantEmotions: z.array(z.string()), moodPattern: z.string() }),
  /** "offline" (the built-in analyzer) or "openai". */
  source: z.string(),
  /** The model that wrote it, for "openai". */
  model: z.nullable(z.string()),
  /** The interface language it was written in. */
  language: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Analysis = z.output<typeof analysisSchema>;

export const analysisListSchema = z.array(analysisSchema);

// What the model must answer. The same zod schema builds the JSON schema sent
// as response_format (so OpenAI-compatible servers constrain their output)
// and validates the answer. Bounds are refinements: JSON Schema's minLength
// and friends are not understood by every compatible server, so they are
// checked here rather than sent.
import { z } from "zod";

const text = (min: number, max: number) =>
  z.string().refine((s) => s.trim().length >= min && s.length <= max, { error: "out of bounds" });
const list = (max: number, itemMax: number) =>
  z.array(text(1, itemMax)).refine((items) => items.length <= max, { error: "too many items" });

export const interpretationOutputSchema = z.strictObject({
  interpretation: text(40, 4000),
  symbols: list(10, 80),
});

export const analysisOutputSchema = z.strictObject({
  summary: text(20, 3000),
  patterns: list(8, 600),
  recommendations: list(8, 600),
  commonSymbols: list(12, 80),
  emotionalTrends: z.strictObject({
    predominantEmotions: list(6, 80),
    moodPattern: text(1, 1000),
  }),
});

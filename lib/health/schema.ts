// GET /api/dreams/health's answer, shared by the handler and the browser.
import * as z from "zod/mini";
import { MOODS } from "@/lib/domain/moods";

const percent = z.number().check(z.minimum(0), z.maximum(100));

export const healthSchema = z.object({
  frequency: percent,
  length: percent,
  emotionalVariety: percent,
  memoryDetail: percent,
  overall: percent,
  totalDreams: z.int(),
  /** The mood recorded most often, or null. */
  topMood: z.nullable(z.enum(MOODS)),
});
export type Health = z.output<typeof healthSchema>;

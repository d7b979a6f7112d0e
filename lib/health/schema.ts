// GET /api/dreams/health's answer, shared by the handler and the browser.
import { z } from "zod";
import { MOODS } from "@/lib/dreams/schema";

const percent = z.number().min(0).max(100);

export const healthSchema = z.object({
  frequency: percent,
  length: percent,
  emotionalVariety: percent,
  memoryDetail: percent,
  overall: percent,
  totalDreams: z.number().int(),
  /** The mood recorded most often, or null. */
  topMood: z.enum(MOODS).nullable(),
});
export type Health = z.infer<typeof healthSchema>;

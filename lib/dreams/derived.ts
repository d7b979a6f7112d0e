// Columns derived from a dream's text on every write, so the Dream Health
// score never has to read dream text (see lib/health/queries.ts).
import { memoryScore } from "@/lib/health/memory";

export function derivedFields(title: string, content: string): { memoryScore: number; contentLength: number } {
  return {
    memoryScore: memoryScore(`${title}\n${content}`),
    // Code points, as PostgreSQL's char_length counts them.
    contentLength: [...content].length,
  };
}

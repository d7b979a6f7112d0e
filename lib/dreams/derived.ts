// Columns derived from a dream's text on every write, so the Dream Health
// score never has to read dream text (see lib/health/queries.ts), and the
// fingerprint that keeps imports from storing a dream twice.
import { memoryScore } from "@/lib/health/memory";
import { fingerprint } from "./fingerprint";

export function derivedFields(
  title: string,
  content: string,
  createdAt: Date,
): { memoryScore: number; contentLength: number; fingerprint: string } {
  return {
    memoryScore: memoryScore(`${title}\n${content}`),
    // Code points, as PostgreSQL's char_length counts them.
    contentLength: [...content].length,
    fingerprint: fingerprint(title, content, createdAt),
  };
}

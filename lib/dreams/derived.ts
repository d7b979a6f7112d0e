// Columns derived from a dream's text on every write, so the Dream Health
// score and the trends never have to read dream text (see lib/health/queries.ts,
// lib/stats/queries.ts), and the fingerprint that keeps imports from storing a
// dream twice.
import { memoryScore } from "@/lib/health/memory";
import { fingerprint } from "./fingerprint";
import { symbolFields } from "./symbols";

export function derivedFields(
  title: string,
  content: string,
  createdAt: Date,
): { memoryScore: number; contentLength: number; fingerprint: string; symbols: string[]; symbolsVersion: number } {
  return {
    memoryScore: memoryScore(`${title}\n${content}`),
    // Code points, as PostgreSQL's char_length counts them.
    contentLength: [...content].length,
    fingerprint: fingerprint(title, content, createdAt),
    ...symbolFields(title, content),
  };
}

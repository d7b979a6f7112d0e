// Columns derived from a dream's text on every write, so the Dream Health
// score and the trends never have to read dream text (see lib/health/queries.ts,
// lib/stats/queries.ts), and the fingerprint that keeps imports from storing a
// dream twice. The symbols are ranked here unless the write already has them
// (the built-in interpretation written with it ranked them): once per save.
import { memoryScore } from "@/lib/health/memory";
import { fingerprint } from "./fingerprint";
import { symbolFields, type SymbolFields } from "./symbols";

/** Everything but the symbols (an edit that leaves the text alone keeps the symbols it has). */
export function textFields(
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

export function derivedFields(
  title: string,
  content: string,
  createdAt: Date,
  ranked: SymbolFields | null = null,
): ReturnType<typeof textFields> & SymbolFields {
  return { ...textFields(title, content, createdAt), ...(ranked ?? symbolFields(title, content)) };
}

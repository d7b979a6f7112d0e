// A dream's symbols as its interpretation names them, kept with the dream
// (dreams.symbols) so the trends count them in SQL. The matcher is TypeScript,
// so dreams stored before the column, or before a change of the lexicon, are
// computed by the application: lib/stats/backfill.ts.
import { interpretedSymbols } from "@/lib/ai/offline/interpret";

/**
 * Bump when the lexicon or the matcher changes what they find: every dream
 * whose symbolsVersion is lower is computed again on its owner's next trends.
 */
export const SYMBOLS_VERSION = 1;

export function symbolFields(title: string, content: string): { symbols: string[]; symbolsVersion: number } {
  return { symbols: interpretedSymbols(title, content), symbolsVersion: SYMBOLS_VERSION };
}

// A dream's symbols as its interpretation names them, kept with the dream
// (dreams.symbols, as lexicon ids) so the trends count them in SQL and name
// them in any language. Written once per save: the built-in interpreter's
// ranking, which its interpretation is built on (or the same ranking alone
// when the provider will answer, or interpreting is off); then, when the
// external provider answers, the symbols it named, read into lexicon ids.
// The matcher is TypeScript, so dreams stored before the column, or before a
// change of the lexicon, are computed by the application from their text:
// lib/stats/backfill.ts.
import { interpretedSymbols, SYMBOLS_MAX } from "@/lib/symbols/ranking";
import { findSymbols } from "@/lib/symbols/matcher";

/**
 * Bump when the lexicon or the matcher changes what they find: every dream
 * whose symbolsVersion is lower is computed again on its owner's next trends.
 */
export const SYMBOLS_VERSION = 1;

export interface SymbolFields {
  symbols: string[];
  symbolsVersion: number;
}

/** The dream's own ranking (the built-in interpreter's), computed from its text. */
export function symbolFields(title: string, content: string): SymbolFields {
  return { symbols: interpretedSymbols(title, content), symbolsVersion: SYMBOLS_VERSION };
}

/** Ids as the dream keeps them, with this version of the lexicon. */
export const keptSymbols = (ids: string[]): SymbolFields => ({ symbols: ids, symbolsVersion: SYMBOLS_VERSION });

/**
 * The symbols an external provider named ("змія", "old house"), in its order,
 * as lexicon ids ("snake", "house"), each once; names the lexicon does not
 * know are left out, so the trends can count and translate every one.
 */
export function lexiconIds(names: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const name of names) {
    for (const hit of findSymbols(name).hits) ids.add(hit.id);
    if (ids.size >= SYMBOLS_MAX) break;
  }
  return [...ids].slice(0, SYMBOLS_MAX);
}

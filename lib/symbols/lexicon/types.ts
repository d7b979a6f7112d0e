import type { Locale } from "@/lib/domain/locales";

/**
 * Landscape and building symbols are also where a dream takes place; the
 * analyzer reports them as places, and people as people.
 */
export const SYMBOL_CATEGORIES = [
  "elements",
  "landscape",
  "animals",
  "body",
  "people",
  "beings",
  "buildings",
  "travel",
  "objects",
  "actions",
  "events",
] as const;
export type SymbolCategory = (typeof SYMBOL_CATEGORIES)[number];

export interface SymbolText {
  /**
   * The symbol as it reads in a list after a colon: English and Ukrainian bare
   * nouns, French and Spanish with their article ("l'eau", "el agua"), German
   * capitalised without one. Sentences never decline it.
   */
  name: string;
  /** Two to four self-contained sentences, each a reading of the symbol. */
  meanings: readonly string[];
}

/**
 * How a language's text recognises a symbol: cues separated by spaces,
 * lower case (normalised like the text: ß → ss, one apostrophe).
 *
 * - `word`      the exact token
 * - `stem*`     any token starting with the stem (at least 4 letters)
 * - `*head`     a German compound ending in `head`, never the bare word
 * - `a+b|c+d*`  consecutive tokens; `|` separates alternatives, the first
 *               element is exact, `~` stands for at most one other word
 * - `!cue`      a blocker: the exact word, stem or phrase means no symbol here.
 *               Blockers keep a shorter stem of some symbol from claiming an
 *               unrelated word.
 *
 * The most specific cue wins: an exact word, else the longest stem, else the
 * longest compound head.
 */
export type Cues = string;

export interface DreamSymbol {
  /** English slug, stable: it is stored with interpretations. */
  id: string;
  category: SymbolCategory;
  cues: Record<Locale, Cues>;
  text: Record<Locale, SymbolText>;
}

/**
 * A symbol recognised when two others occur close together ("teeth" near
 * "falling"). Its parts are then counted as the combination only.
 */
export interface SymbolCombination {
  id: string;
  parts: readonly [readonly string[], readonly string[]];
  /** Greatest distance in words between the two parts. */
  window: number;
}

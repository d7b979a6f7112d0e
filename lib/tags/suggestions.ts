// Tags offered for one dream: the symbols the built-in interpreter reads in
// it (the same ranking its interpretation is built on), named in the
// interpretation's language, minus those that would repeat a tag the dream
// already has.
//
// When a suggestion repeats a tag: the tag and the suggestion are one name
// once case, accents and Unicode forms are folded (`tagKey`: "forêt" is
// "Forêt"), or the interpreter's lexicon reads the suggestion's symbol in the
// tag, in any of its five languages: "water", "Вода", "l'eau" and "Wasser"
// all name the symbol `water`, so none of them is suggested beside another.
// The lexicon decides what is one symbol: it reads "ocean", "Meer" and "море"
// as `sea`, but keeps `sea` and `water` apart (a dream of the sea is not one
// of rain or a bath), so "Sea" is still offered beside "water". A tag that
// names several symbols ("flying over water") covers each of them.
import "server-only";
import { symbolLabel } from "@/lib/symbols/lexicon";
import { findSymbols } from "@/lib/symbols/matcher";
import { rankSymbols } from "@/lib/symbols/salience";
import { TAG_MAX } from "@/lib/domain/journal";
import { isLocale } from "@/lib/domain/locales";
import { tokenize } from "@/lib/text/normalize";
import { tagKey } from "./name";

export const SUGGESTIONS_MAX = 5;

interface Interpreted {
  title: string;
  content: string;
  interpretation: string | null;
  interpretationLanguage: string | null;
  tags: readonly string[];
  /** The dream's symbol ids when the caller has them (a save just ranked them): not ranked again. */
  symbols?: readonly string[];
}

/** The lexicon's symbols a tag names, in any of the five languages ("Вода" → water, "ocean" → sea). */
export function tagSymbols(name: string): string[] {
  return findSymbols(name).hits.map((hit) => hit.id);
}

/** Nothing for a dream without an interpretation (or one restored from a backup, whose language is unknown). */
export function suggestedTags(dream: Interpreted): string[] {
  const language = dream.interpretationLanguage;
  if (dream.interpretation === null || !isLocale(language)) return [];
  const names = new Set(dream.tags.map(tagKey));
  const symbols = new Set(dream.tags.flatMap(tagSymbols));
  const suggested: string[] = [];
  const ids = dream.symbols ?? rankSymbols(tokenize(dream.title), tokenize(dream.content)).map((symbol) => symbol.id);
  for (const id of ids) {
    const name = symbolLabel(id, language);
    if ([...name].length > TAG_MAX || names.has(tagKey(name)) || symbols.has(id)) continue;
    names.add(tagKey(name));
    symbols.add(id);
    suggested.push(name);
    if (suggested.length === SUGGESTIONS_MAX) break;
  }
  return suggested;
}

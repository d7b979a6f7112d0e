// Tags offered for one dream: the symbols the built-in interpreter reads in
// it (the same ranking its interpretation is built on), named in the
// interpretation's language, minus the tags the dream already has.
import "server-only";
import { symbolLabel } from "@/lib/ai/offline/lexicon";
import { rankSymbols } from "@/lib/ai/offline/salience";
import { TAG_MAX } from "@/lib/dreams/constants";
import { isLocale } from "@/lib/i18n/config";
import { tokenize } from "@/lib/text/normalize";
import { tagKey } from "./name";

export const SUGGESTIONS_MAX = 5;

interface Interpreted {
  title: string;
  content: string;
  interpretation: string | null;
  interpretationLanguage: string | null;
  tags: readonly string[];
}

/** Nothing for a dream without an interpretation (or one restored from a backup, whose language is unknown). */
export function suggestedTags(dream: Interpreted): string[] {
  const language = dream.interpretationLanguage;
  if (dream.interpretation === null || !isLocale(language)) return [];
  const taken = new Set(dream.tags.map(tagKey));
  const names: string[] = [];
  for (const { id } of rankSymbols(tokenize(dream.title), tokenize(dream.content))) {
    const name = symbolLabel(id, language);
    if ([...name].length > TAG_MAX || taken.has(tagKey(name))) continue;
    taken.add(tagKey(name));
    names.push(name);
    if (names.length === SUGGESTIONS_MAX) break;
  }
  return names;
}

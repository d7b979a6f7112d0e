// The spec's context-keyword rule: lower case, punctuation removed, longer than
// three characters, a few English fillers excluded. Words are split and
// normalised as everywhere else (lib/text/normalize.ts), in five languages.

import { stripElision, tokenize } from "@/lib/text/normalize";

export const STOP_WORDS: ReadonlySet<string> = new Set(["with", "from", "that", "this", "have", "your"]);

export const MIN_KEYWORD_LENGTH = 4;

/**
 * Every word of a text under the rule's normalisation, in order, repeats kept.
 * An elided French article or pronoun is not part of the word ("l'océan" is
 * "océan"); any other apostrophe is punctuation, removed, so "don't" is "dont"
 * and "п’ять" is "пять". Digits are not punctuation: they stay.
 */
export function dreamWords(text: string): string[] {
  return tokenize(text, { numbers: true }).map(({ forms: [word = ""] }) => stripElision(word).replaceAll("'", ""));
}

/** The context keywords of a dream's texts, each once, in order of first appearance. */
export function contextKeywords(...texts: readonly (string | null | undefined)[]): string[] {
  const keywords = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of dreamWords(text)) {
      // Counted in code points, so a letter outside the BMP is one character.
      if ([...word].length >= MIN_KEYWORD_LENGTH && !STOP_WORDS.has(word)) keywords.add(word);
    }
  }
  return [...keywords];
}

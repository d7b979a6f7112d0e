// The spec's context-keyword rule: lower case, punctuation removed, longer than
// three characters, a few English fillers excluded. Written for Unicode because
// dreams come in English, Ukrainian, French, German and Spanish: `\w` would strip
// every Cyrillic and accented letter.

export const STOP_WORDS: ReadonlySet<string> = new Set(["with", "from", "that", "this", "have", "your"]);

export const MIN_KEYWORD_LENGTH = 4;

// An elided French article or pronoun is its own word ("l'océan" is "océan"),
// so it goes rather than being glued to the noun.
const ELISION = /(^|[^\p{L}\p{M}])(?:l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/giu;
// Apostrophes inside a word belong to it (Ukrainian "п'ять", English "don't"):
// removing them joins the word. U+02BC, the Ukrainian apostrophe, is a letter
// (Lm) and simply stays.
const INNER_APOSTROPHE = /(?<=[\p{L}\p{M}])['’‘`´](?=\p{L})/gu;
// Any other punctuation or symbol is removed too; where it stood between two
// words ("sea—waves", "forest/river", "end.Next") it leaves them two words.
const PUNCTUATION = /[\p{P}\p{S}]+/gu;

/** Every word of a text under the rule's normalisation, in order, repeats kept. */
export function dreamWords(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(ELISION, "$1")
    .replace(INNER_APOSTROPHE, "")
    .replace(PUNCTUATION, " ")
    .split(/\s+/u)
    .filter((word) => word !== "");
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

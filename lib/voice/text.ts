// Pure helpers for voice dictation, kept free of the DOM so they can be unit-tested.

const SPEECH_LANGUAGES: Readonly<Record<string, string>> = {
  en: "en-US",
  uk: "uk-UA",
  fr: "fr-FR",
  de: "de-DE",
  es: "es-ES",
};

/** BCP 47 tag for the recogniser; locales outside the map are passed through untouched. */
export function speechLanguage(locale: string): string {
  // Object.hasOwn so that a locale such as "constructor" cannot pick up a prototype member.
  return Object.hasOwn(SPEECH_LANGUAGES, locale) ? SPEECH_LANGUAGES[locale] : locale;
}

function normalizeSpaces(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/**
 * Comparison key for "identical" phrases: case- and whitespace-insensitive.
 * Engines (notably Chrome on Android) re-deliver the same utterance as a new
 * final result, sometimes with different capitalisation or spacing; a user
 * saying the same thing twice in a row with nothing between is far rarer.
 * Punctuation still counts, since it can be the only sign of a new sentence.
 */
function phraseKey(phrase: string): string {
  return normalizeSpaces(phrase).toLowerCase();
}

/**
 * Adds a recognised phrase, trimmed and with runs of whitespace collapsed.
 * Empty phrases and a repeat of the immediately preceding phrase are dropped;
 * the input array is never mutated.
 */
export function appendPhrase(phrases: readonly string[], phrase: string): string[] {
  const clean = normalizeSpaces(phrase);
  if (clean === "") return [...phrases];
  const previous = phrases.at(-1);
  if (previous !== undefined && phraseKey(previous) === phraseKey(clean)) return [...phrases];
  return [...phrases, clean];
}

export function transcriptText(phrases: readonly string[]): string {
  return phrases
    .map(normalizeSpaces)
    .filter((p) => p !== "")
    .join(" ");
}

// A "word" must contain a letter or digit, so stray dashes or dots do not use up one of the three slots.
const WORDLIKE = /[\p{L}\p{N}]/u;
// Only sentence punctuation: brackets, quotes and symbols may belong to the word itself.
const TRAILING_PUNCTUATION = /[.,;:!?…]+$/u;

/**
 * First three words followed by "...". Fewer words give fewer words, still with
 * the ellipsis so the title always reads as an excerpt; no words give "".
 * Trailing punctuation of the last word is dropped so "flying,..." cannot occur.
 */
export function titleFromTranscript(text: string): string {
  const words = text
    .split(/\s+/)
    .filter((w) => WORDLIKE.test(w))
    .slice(0, 3);
  if (words.length === 0) return "";
  words[words.length - 1] = words[words.length - 1].replace(TRAILING_PUNCTUATION, "");
  return `${words.join(" ")}...`;
}

/** Editing a dream: what is dictated goes after the text already there, as a paragraph of its own. */
export function withDictation(existing: string, dictated: string): string {
  const before = existing.trimEnd();
  return before ? `${before}\n\n${dictated}` : dictated;
}

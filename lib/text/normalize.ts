/**
 * The one text normalisation of DreamScape: what the interpreter, Dream
 * Health, the music engine, tags, trends and search treat as "the same word".
 * Pure functions, no server imports: it runs in the browser too.
 *
 * Two levels:
 * - `normalizeText`: lower case, one apostrophe, no Ukrainian stress marks,
 *   ß as ss, compatibility forms (ligatures, full-width letters) as plain
 *   letters. Accents stay: the lexicons tell "pêche" from "péché" and German
 *   "schön" from "schon".
 * - `foldText`: the above without Latin accents, the fold of search and of
 *   tag identity. It gives what the database's `dreamscape_fold` (lower of
 *   unaccent, migration dream_search) gives for the letters of our five
 *   languages, so that a word found in JavaScript is found by SQL and back.
 *   tests/integration/text-fold.test.ts holds both to it on PostgreSQL and PGlite.
 *
 * Where the four earlier copies (lib/health/memory.ts, lib/ai/offline/text.ts,
 * lib/music/keywords.ts, lib/music/themes.ts) had drifted, this is what was chosen:
 * - Apostrophes: all of ’ ‘ ʼ ` ´ ′ are one, U+0027. The music keywords had kept
 *   U+02BC as a letter but joined the others, so "пʼять" and "п’ять" were two
 *   words; a Ukrainian writer's keyboard must not decide that.
 * - Stress marks and ß: the keywords kept them; everyone else, and SQL, fold them.
 * - Case: `toLowerCase`, which is locale-independent (no Turkish dotless i rules),
 *   as SQL's lower() in our C.UTF-8 databases.
 * - Unicode form: NFKC (the copies used NFC) because unaccent also spells
 *   ﬁ as fi and Ｍｏｏｎ as moon.
 * - French elisions: one list; the keywords lacked quoiqu' and presqu'.
 * - Letters without a decomposition that unaccent folds (œ æ ø ł đ ð þ ı, and
 *   Cyrillic ё, which is not Ukrainian): folded too, so "coeur" finds "cœur".
 * - Umlauts typed as ae/oe/ue: the themes used to try every word of a dream
 *   without them ("fuego" as "fugo"); now, as in the interpreter, German
 *   entries are also indexed under `transliterateGerman`.
 *
 * Known differences from `dreamscape_fold`, left because they do not matter to
 * search (typed text is composed; search compares words, punctuation aside):
 * - SQL does not compose first, so a decomposed й or ї (pasted NFD text) loses
 *   its mark there (и, і); here it stays й, ї, as in composed text.
 * - SQL leaves ` and ´ as they are; here they are apostrophes.
 * - SQL spells some punctuation out (« as <<, ¿ as ?, — as -); here it stays,
 *   and tokenisation removes it.
 * Inflection is not handled here: the lexicons know stems and forms
 * (lib/ai/offline/lexicon, lib/health/memory-words.ts).
 */

const APOSTROPHE_CHARACTERS = "’‘ʼ`´′";
const APOSTROPHES = new RegExp(`[${APOSTROPHE_CHARACTERS}]`, "g");
// Ukrainian stress marks have no precomposed form and would change the word.
// In NFD they follow the letter (or its breve/diaeresis in й/ї), so they can be
// removed there without touching Latin accents, which also decompose to U+0301.
const CYRILLIC_STRESS = /(\p{Script=Cyrillic}[\u0306\u0308]?)[\u0300\u0301]+/gu;
const HAS_STRESS_MARK = /[\u0300\u0301]/;
// Cyrillic й and ї are letters of their own, not и and і with a mark: only Latin marks go.
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ё: "е",
};
const LETTER_FOLD = /[æœøłđðþıё]/g;
const GERMAN_UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue" };
const SPACES = /\s+/gu;
// ASCII text (the backtick, an apostrophe, aside) only changes case: a shortcut for most words.
const PLAIN_ASCII = /^[\0-\x5f\x61-\x7f]*$/;

/** Lower case, NFKC, one apostrophe ('), ß as ss, no Ukrainian stress marks; accents kept. */
export function normalizeText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  // Apostrophes first: NFKC would turn ´ into a space and a combining accent.
  let decomposed = text.replace(APOSTROPHES, "'").normalize("NFD");
  if (HAS_STRESS_MARK.test(decomposed)) decomposed = decomposed.replace(CYRILLIC_STRESS, "$1");
  return decomposed.normalize("NFKC").toLowerCase().replace(/ß/g, "ss");
}

/** `normalizeText` without Latin accents ("Éléphant" → "elephant", "Grüße" → "grusse"); Cyrillic letters stay. */
export function foldText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return normalizeText(text)
    .normalize("NFD")
    .replace(LATIN_MARKS, "$1")
    .normalize("NFC")
    .replace(LETTER_FOLD, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** The spelling German writers use without an umlaut key ("zähne" → "zaehne"); expects normalised text. */
export function transliterateGerman(word: string): string {
  return word.replace(/[äöü]/g, (letter) => GERMAN_UMLAUTS[letter] ?? letter);
}

/** A tag as shown: NFC, trimmed, inner white space as one space, the case as written. */
export function displayTag(name: string): string {
  return name.normalize("NFC").replace(SPACES, " ").trim();
}

/** A tag's identity: "Rêve lucide", " reve  LUCIDE" and "rêve lucide" are one tag; "Їжак" and "Іжак" are two. */
export function tagKey(name: string): string {
  return foldText(name).replace(SPACES, " ").trim();
}

// French elided articles, pronouns and conjunctions (l'eau, qu'il, jusqu'ici).
const ELISIONS = new Set(["l", "d", "j", "m", "t", "s", "n", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu"]);
const ENGLISH_CLITIC = /(?:n't|'(?:s|d|ll|re|ve|m))$/;

/** A normalised word without its French elision ("l'eau" → "eau"); other words as they are. */
export function stripElision(word: string): string {
  const apostrophe = word.indexOf("'");
  return apostrophe > 0 && ELISIONS.has(word.slice(0, apostrophe)) ? word.slice(apostrophe + 1) : word;
}

/** A normalised word plus what it stands for without a French elision or English clitic. */
export function wordForms(word: string): string[] {
  if (!word.includes("'")) return [word];
  const forms = [word];
  const elided = stripElision(word);
  if (elided !== word) forms.push(elided);
  const clitic = ENGLISH_CLITIC.exec(word);
  if (clitic && clitic.index > 0) forms.push(word.slice(0, clitic.index));
  return forms;
}

export interface Token {
  /** As written in the text. */
  text: string;
  /** The normalised word, then what it stands for without a French elision or English clitic. */
  forms: readonly string[];
  /** Offset of the word in the original text, in UTF-16 code units. */
  offset: number;
}

// Runs of letters with inner apostrophes kept, so that Ukrainian пам'ять and
// English o'clock stay one word. Not `\b`: it only knows ASCII word characters
// and splits Cyrillic and accented words in the wrong places. Matched on the
// original text so that offsets point into what the user wrote.
const LETTERS = "\\p{L}\\p{M}";
const wordPattern = (letters: string) => new RegExp(`[${letters}]+(?:['${APOSTROPHE_CHARACTERS}][${letters}]+)*`, "gu");
const WORD = wordPattern(LETTERS);
const WORD_OR_NUMBER = wordPattern(`${LETTERS}\\p{N}`);
// U+02BC is a letter to Unicode, so it can start or end a run; it is a quotation mark there.
const EDGE_APOSTROPHES = /^'+|'+$/g;

/**
 * Every word of `text`, normalised. Words are letters only, unless `numbers`
 * (the music keywords' rule removes punctuation, not digits).
 */
export function tokenize(text: string, { numbers = false }: { numbers?: boolean } = {}): Token[] {
  const tokens: Token[] = [];
  // A text repeats its words: each spelling is normalised once.
  const seen = new Map<string, readonly string[] | null>();
  for (const match of text.matchAll(numbers ? WORD_OR_NUMBER : WORD)) {
    const raw = match[0];
    let forms = seen.get(raw);
    if (forms === undefined) {
      const word = normalizeText(raw).replace(EDGE_APOSTROPHES, "");
      forms = word === "" ? null : wordForms(word);
      seen.set(raw, forms);
    }
    if (forms) tokens.push({ text: raw, forms, offset: match.index });
  }
  return tokens;
}

/**
 * Word-level text handling shared by the symbol matcher and the analyzer:
 * normalisation, tokenisation and a stable hash.
 *
 * Tokens are runs of letters (with inner apostrophes kept) rather than `\b`
 * matches: `\b` only understands ASCII word characters, so it splits Cyrillic
 * and accented words in the wrong places. The rules follow lib/health/memory.ts
 * so both features agree on what a "word" is.
 */

const APOSTROPHES = /[’‘ʼ`´′]/g;
// Ukrainian stress marks have no precomposed form and would change the word.
// In NFD they follow the letter (or its breve/diaeresis in й/ї), so they can be
// removed there without touching Latin accents, which also decompose to U+0301.
const CYRILLIC_STRESS = /(\p{Script=Cyrillic}[\u0306\u0308]?)[\u0300\u0301]+/gu;
const HAS_STRESS_MARK = /[\u0300\u0301]/;
// Matched on the original text so that offsets point into what the user wrote.
const TOKEN = /[\p{L}\p{M}]+(?:['’‘ʼ`´′][\p{L}\p{M}]+)*/gu;
const ELISIONS = new Set(["l", "d", "j", "m", "t", "s", "n", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu"]);
const ENGLISH_CLITIC = /(?:n't|'(?:s|d|ll|re|ve|m))$/;
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const GERMAN_UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" };

/** Lower case, NFC, one apostrophe, ß as ss, no Ukrainian stress marks. */
export function normalizeWord(text: string): string {
  let decomposed = text.normalize("NFD");
  if (HAS_STRESS_MARK.test(decomposed)) decomposed = decomposed.replace(CYRILLIC_STRESS, "$1");
  return decomposed.normalize("NFC").toLowerCase().replace(APOSTROPHES, "'").replace(/ß/g, "ss");
}

/**
 * Latin letters without their accents ("avión" → "avion"). Cyrillic is left
 * alone: й and ї are letters of their own, not и and і with a mark.
 */
export function foldLatin(word: string): string {
  return word.normalize("NFD").replace(LATIN_MARKS, "$1").normalize("NFC");
}

/** The spelling German writers use without an umlaut key ("Zähne" → "zaehne"). */
export function transliterateGerman(word: string): string {
  return word.replace(/[äöü]/g, (letter) => GERMAN_UMLAUTS[letter] ?? letter);
}

export interface Token {
  /** As written in the text. */
  text: string;
  /** The normalised token, then what it stands for without a French elision or English clitic. */
  forms: readonly string[];
  /** Offset of the token in the original text, in UTF-16 code units. */
  offset: number;
}

/** The token itself plus what it stands for without a French elision or English clitic. */
export function wordForms(word: string): string[] {
  const apostrophe = word.indexOf("'");
  if (apostrophe < 0) return [word];
  const forms = [word];
  if (ELISIONS.has(word.slice(0, apostrophe))) forms.push(word.slice(apostrophe + 1));
  const clitic = ENGLISH_CLITIC.exec(word);
  if (clitic && clitic.index > 0) forms.push(word.slice(0, clitic.index));
  return forms;
}

/** Every word of `text`, normalised; a text repeats its words, so each spelling is normalised once. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const seen = new Map<string, readonly string[]>();
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    let forms = seen.get(raw);
    if (forms === undefined) {
      forms = wordForms(normalizeWord(raw));
      seen.set(raw, forms);
    }
    tokens.push({ text: raw, forms, offset: match.index });
  }
  return tokens;
}

/** 32-bit FNV-1a: stable across runs and platforms, unlike Math.random. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic choice among `options`; `slot` lets one hash pick independently for several places. */
export function pick<T>(options: readonly T[], hash: number, slot: number): T {
  // murmur3's finaliser, so that neighbouring slots give unrelated choices.
  let mixed = hash ^ Math.imul(slot + 1, 0x9e3779b1);
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  const choice = options[((mixed ^ (mixed >>> 16)) >>> 0) % options.length];
  if (choice === undefined) throw new Error("pick() needs at least one option");
  return choice;
}

export function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

const listFormats = new Map<string, Intl.ListFormat>();
const UKRAINIAN_VOWEL_END = /[аеєиіїоуюя]$/iu;
const UKRAINIAN_IOTATED_START = /^[йєїюя]/iu;

/**
 * "a, b and c" in the language. Intl always joins Ukrainian lists with "і";
 * after a vowel the language takes "й" (море й небо), except before й, є, ї, ю, я.
 */
export function listOf(items: readonly string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, format);
  }
  if (locale !== "uk") return format.format(items);
  const parts = format.formatToParts(items);
  return parts
    .map((part, index) => {
      if (part.type !== "literal" || part.value !== " і ") return part.value;
      const before = parts[index - 1]?.value ?? "";
      const after = parts[index + 1]?.value ?? "";
      return UKRAINIAN_VOWEL_END.test(before) && !UKRAINIAN_IOTATED_START.test(after) ? " й " : part.value;
    })
    .join("");
}

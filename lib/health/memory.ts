/**
 * "Memory detail" sub-score of Dream Health: how many of four concrete recall
 * cues a dream contains (a time of day, a place, another person, a past action).
 *
 * Users often write in a language other than their interface language, so
 * every dream is checked against all five languages at once. This
 * cross-checking causes some known collisions, listed next to the words involved.
 *
 * Everything is matched on whole tokens (runs of letters, with inner
 * apostrophes kept) instead of `\b` regexes: `\b` only understands ASCII word
 * characters, so it would split Cyrillic and accented words in the wrong places.
 */

import {
  COMPOUND_PAST,
  MEMORY_LANGUAGES,
  MEMORY_WORDS,
  PAST_PATTERN_EXCEPTIONS,
  PAST_PATTERNS,
  PAST_WORDS,
  type MemoryChecks,
} from "./memory-words";

export * from "./memory-words";

const APOSTROPHES = /[’‘ʼ`´′]/g;
// Ukrainian stress marks have no precomposed form and would change the word.
// In NFD they follow the letter (or its breve/diaeresis in й/ї), so they can be
// removed there without touching Latin accents, which also decompose to U+0301.
const CYRILLIC_STRESS = /(\p{Script=Cyrillic}[\u0306\u0308]?)[\u0300\u0301]+/gu;
const HAS_STRESS_MARK = /[\u0300\u0301]/;

function normalize(text: string): string {
  let decomposed = text.normalize("NFD");
  if (HAS_STRESS_MARK.test(decomposed)) decomposed = decomposed.replace(CYRILLIC_STRESS, "$1");
  return decomposed.normalize("NFC").toLowerCase().replace(APOSTROPHES, "'").replace(/ß/g, "ss");
}

// Apostrophes are kept inside a token so that Ukrainian пам'ять and English
// o'clock stay one word; French elisions are split off in `wordForms`.
const TOKEN = /[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*/gu;
const ELISIONS = new Set(["l", "d", "j", "m", "t", "s", "n", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu"]);
const ENGLISH_CLITIC = /(?:n't|'(?:s|d|ll|re|ve|m))$/;

/** The token itself plus what it stands for without a French elision or English clitic. */
function wordForms(token: string): string[] {
  const apostrophe = token.indexOf("'");
  if (apostrophe < 0) return [token];
  const forms = [token];
  if (ELISIONS.has(token.slice(0, apostrophe))) forms.push(token.slice(apostrophe + 1));
  const clitic = ENGLISH_CLITIC.exec(token);
  if (clitic && clitic.index > 0) forms.push(token.slice(0, clitic.index));
  return forms;
}

function toSet(words: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const word of words) set.add(normalize(word));
  return set;
}

const lists = MEMORY_LANGUAGES.map((language) => MEMORY_WORDS[language]);
const TIME_OF_DAY = toSet(lists.flatMap((list) => list.timeOfDay));
const PLACE = toSet(lists.flatMap((list) => list.place));
const PERSON = toSet(lists.flatMap((list) => list.person));
const PAST = toSet(
  MEMORY_LANGUAGES.flatMap((language) =>
    language === "de"
      ? PAST_WORDS.de.flatMap((word) => (word.endsWith("te") ? [word, `${word}n`] : [word]))
      : PAST_WORDS[language],
  ),
);
const PATTERNS = MEMORY_LANGUAGES.map((language) => ({
  pattern: PAST_PATTERNS[language],
  exceptions: toSet(PAST_PATTERN_EXCEPTIONS[language]),
}));

interface CompiledCompound {
  auxiliaries: Set<string>;
  participles: Set<string>;
  participlePattern: RegExp;
  skippable: Set<string>;
}

const COMPOUNDS: CompiledCompound[] = Object.values(COMPOUND_PAST).map((rule) => ({
  auxiliaries: toSet(rule.auxiliaries),
  participles: toSet(rule.participles),
  participlePattern: rule.participlePattern,
  skippable: toSet(rule.skippable),
}));
const NO_RULES: readonly CompiledCompound[] = [];
const AGREEMENT_ENDING = /(?:es|e|s)$/;

function isPastForm(word: string): boolean {
  if (PAST.has(word)) return true;
  for (const { pattern, exceptions } of PATTERNS) {
    if (pattern.test(word) && !exceptions.has(word)) return true;
  }
  return false;
}

function isParticiple(rule: CompiledCompound, word: string): boolean {
  return (
    rule.participles.has(word) || rule.participles.has(word.replace(AGREEMENT_ENDING, "")) || rule.participlePattern.test(word)
  );
}

export function memoryChecks(text: string): MemoryChecks {
  const checks: MemoryChecks = { timeOfDay: false, place: false, person: false, pastAction: false };
  if (text.trim() === "") return checks;

  // Compound-past rules whose auxiliary (or auxiliary + skippable word) came just before.
  let armed: readonly CompiledCompound[] = NO_RULES;

  for (const match of normalize(text).matchAll(TOKEN)) {
    const forms = wordForms(match[0]);
    for (const word of forms) {
      if (TIME_OF_DAY.has(word)) checks.timeOfDay = true;
      if (PLACE.has(word)) checks.place = true;
      if (PERSON.has(word)) checks.person = true;
    }

    if (!checks.pastAction) {
      let next: CompiledCompound[] | null = null;
      for (const rule of armed) {
        if (forms.some((word) => isParticiple(rule, word))) checks.pastAction = true;
        else if (forms.some((word) => rule.skippable.has(word))) (next ??= []).push(rule);
      }
      if (!checks.pastAction && forms.some(isPastForm)) checks.pastAction = true;
      for (const rule of COMPOUNDS) {
        if (forms.some((word) => rule.auxiliaries.has(word))) (next ??= []).push(rule);
      }
      armed = next ?? NO_RULES;
    }

    if (checks.timeOfDay && checks.place && checks.person && checks.pastAction) break;
  }
  return checks;
}

/** Number of memory-detail checks the dream meets, 0..4. */
export function memoryScore(text: string): number {
  const checks = memoryChecks(text);
  return Number(checks.timeOfDay) + Number(checks.place) + Number(checks.person) + Number(checks.pastAction);
}

/**
 * "Memory detail" sub-score of Dream Health: how many of four concrete recall
 * cues a dream contains (a time of day, a place, another person, a past action).
 *
 * Users often write in a language other than their interface language, so
 * every dream is checked against all five languages at once. This
 * cross-checking causes some known collisions, listed next to the words involved.
 *
 * Everything is matched on whole words as lib/text/normalize.ts splits and
 * normalises them, the interpreter's words.
 */

import { locales } from "@/lib/domain/locales";
import { normalizeText, tokenize } from "@/lib/text/normalize";
import {
  COMPOUND_PAST,
  MEMORY_WORDS,
  PAST_PATTERN_EXCEPTIONS,
  PAST_PATTERNS,
  PAST_WORDS,
  type MemoryChecks,
} from "./memory-words";

export * from "./memory-words";

function toSet(words: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const word of words) set.add(normalizeText(word));
  return set;
}

const lists = locales.map((language) => MEMORY_WORDS[language]);
const TIME_OF_DAY = toSet(lists.flatMap((list) => list.timeOfDay));
const PLACE = toSet(lists.flatMap((list) => list.place));
const PERSON = toSet(lists.flatMap((list) => list.person));
const PAST = toSet(
  locales.flatMap((language) =>
    language === "de"
      ? PAST_WORDS.de.flatMap((word) => (word.endsWith("te") ? [word, `${word}n`] : [word]))
      : PAST_WORDS[language],
  ),
);
const PATTERNS = locales.map((language) => ({
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

  for (const { forms } of tokenize(text)) {
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

/**
 * Finds lexicon symbols in a dream, in all five languages at once: people
 * often write in a language other than their interface language.
 *
 * The cues are compiled once, at module load, into hash maps: exact words,
 * stems (looked up by the token's prefixes, longest first) and German compound
 * heads (by its suffixes). A token therefore costs a handful of map lookups,
 * whatever the size of the lexicon, and a repeated word is looked up once.
 */
import { foldText, normalizeText, tokenize, transliterateGerman, type Token } from "@/lib/text/normalize";
import { COMBINATIONS, SYMBOLS } from "./lexicon";

export const MIN_STEM = 4;
// German compound heads are often short (Bergsee, Eisbär, Buckelwal); the
// compound itself is always longer, so three letters are enough there.
export const MIN_HEAD = 3;
// Folded spellings ("arbol" for "árbol") are only indexed from this length:
// shorter ones collide with other words (mère → "mere", bébé → "bebe", río → "rio").
const MIN_FOLDED = 5;

/** Indexes into SYMBOLS; an empty list is a blocker. */
type SymbolList = number[];

interface Alternative {
  word: string;
  stem: boolean;
}
type Element = readonly Alternative[] | "gap";
interface Phrase {
  symbol: number | null;
  elements: readonly Element[];
}

const exact = new Map<string, SymbolList>();
const prefixes = new Map<string, SymbolList>();
const suffixes = new Map<string, SymbolList>();
const phrases = new Map<string, Phrase[]>();
let longestPrefix = 0;
let longestSuffix = 0;

/**
 * The cue's spelling plus those of writers without accents: French and Spanish
 * drop them, German replaces umlauts with ae/oe/ue. Dropping an umlaut changes
 * German words (Fähre/fahre, schön/schon), so German cues are never folded.
 */
function spellings(word: string, german: boolean): { primary: string; secondary: string[] } {
  const primary = normalizeText(word);
  const secondary: string[] = [];
  if (german) {
    if (/[äöü]/.test(primary)) secondary.push(transliterateGerman(primary));
  } else {
    const folded = foldText(primary);
    if (folded !== primary && folded.length >= MIN_FOLDED) secondary.push(folded);
  }
  return { primary, secondary };
}

function parseAlternative(text: string): Alternative {
  return text.endsWith("*") ? { word: text.slice(0, -1), stem: true } : { word: text, stem: false };
}

// Secondary spellings only fill gaps: a word any written cue already claims
// keeps its reading (folded "kuchen", cake, must not become "küchen", kitchens).
const deferred: { map: Map<string, SymbolList>; key: string; symbol: number | null }[] = [];

function add(map: Map<string, SymbolList>, key: string, symbol: number | null): void {
  const list = map.get(key) ?? [];
  if (symbol !== null && !list.includes(symbol)) list.push(symbol);
  map.set(key, list);
}

function addWord(map: Map<string, SymbolList>, word: string, symbol: number | null, german: boolean): void {
  const { primary, secondary } = spellings(word, german);
  const minimum = map === prefixes ? MIN_STEM : map === suffixes ? MIN_HEAD : 1;
  if (primary.length < minimum) throw new Error(`Cue "${word}" is shorter than ${minimum} letters`);
  add(map, primary, symbol);
  for (const key of secondary) deferred.push({ map, key, symbol });
  if (map === prefixes) longestPrefix = Math.max(longestPrefix, primary.length);
  if (map === suffixes) longestSuffix = Math.max(longestSuffix, primary.length);
}

function addPhrase(body: string, symbol: number | null, german: boolean): void {
  const elements: Element[] = body.split("+").map((element) => {
    if (element === "~") return "gap";
    return element.split("|").flatMap((text) => {
      const { word, stem } = parseAlternative(text);
      const { primary, secondary } = spellings(word, german);
      return [primary, ...secondary].map((spelling) => ({ word: spelling, stem }));
    });
  });
  const first = elements[0];
  if (first === undefined || first === "gap" || first.some((alternative) => alternative.stem)) {
    throw new Error(`Phrase "${body}" must start with exact words`);
  }
  const phrase: Phrase = { symbol, elements };
  for (const { word } of first) phrases.set(word, [...(phrases.get(word) ?? []), phrase]);
}

function addCue(cue: string, symbol: number, german: boolean): void {
  const blocker = cue.startsWith("!");
  const body = blocker ? cue.slice(1) : cue;
  const target = blocker ? null : symbol;
  if (body.includes("+")) addPhrase(body, target, german);
  else if (body.endsWith("*")) addWord(prefixes, body.slice(0, -1), target, german);
  else if (body.startsWith("*")) addWord(suffixes, body.slice(1), target, german);
  else addWord(exact, body, target, german);
}

const NOTHING: SymbolList = [];

function lookupForm(form: string): SymbolList | undefined {
  const found = exact.get(form);
  if (found) return found;
  for (let length = Math.min(form.length, longestPrefix); length >= MIN_STEM; length--) {
    const stem = prefixes.get(form.slice(0, length));
    if (stem) return stem;
  }
  // A compound head needs something in front of it: "*boot" takes Segelboot, not boot.
  for (let length = Math.min(form.length - 1, longestSuffix); length >= MIN_HEAD; length--) {
    const head = suffixes.get(form.slice(form.length - length));
    if (head) return head;
  }
  return undefined;
}

function lookupToken(token: Token): SymbolList {
  let result: SymbolList = NOTHING;
  for (const form of token.forms) {
    const found = lookupForm(form);
    if (found && found.length > 0) result = result === NOTHING ? found : [...new Set([...result, ...found])];
  }
  return result;
}

// Built once, when the module is first imported.
SYMBOLS.forEach((symbol, index) => {
  for (const [language, cues] of Object.entries(symbol.cues)) {
    for (const cue of cues.split(/\s+/)) if (cue !== "") addCue(cue, index, language === "de");
  }
});
const unclaimed = deferred.filter(({ key }) => lookupForm(key) === undefined);
for (const { map, key, symbol } of unclaimed) add(map, key, symbol);

const COMBINATION_PARTS = COMBINATIONS.map((combination) => ({
  symbol: SYMBOLS.findIndex((symbol) => symbol.id === combination.id),
  parts: combination.parts.map((ids) => new Set(ids.map((id) => SYMBOLS.findIndex((symbol) => symbol.id === id)))),
  window: combination.window,
}));

function elementMatches(element: readonly Alternative[], token: Token): boolean {
  return element.some(({ word, stem }) => token.forms.some((form) => (stem ? form.startsWith(word) : form === word)));
}

/** Index of the phrase's last token when it matches from `at`, else -1. */
function matchRest(elements: readonly Element[], next: number, at: number, tokens: readonly Token[]): number {
  if (next === elements.length) return at - 1;
  const element = elements[next];
  if (element === undefined) return -1;
  if (element === "gap") {
    const without = matchRest(elements, next + 1, at, tokens);
    return without >= 0 || at >= tokens.length ? without : matchRest(elements, next + 1, at + 1, tokens);
  }
  const token = tokens[at];
  if (token === undefined || !elementMatches(element, token)) return -1;
  return matchRest(elements, next + 1, at + 1, tokens);
}

export interface SymbolHit {
  id: string;
  count: number;
  /** Index of the word where the symbol first appears. */
  firstToken: number;
  /** Offset of that word in the text, in UTF-16 code units. */
  offset: number;
}

export interface SymbolScan {
  /** In order of first appearance. */
  hits: SymbolHit[];
  tokenCount: number;
}

function applyCombinations(positions: Map<number, number[]>): void {
  for (const { symbol, parts, window } of COMBINATION_PARTS) {
    const [first, second] = parts.map((part) =>
      [...positions].filter(([index]) => part.has(index)).flatMap(([index, at]) => at.map((position) => ({ index, position }))),
    );
    if (!first || !second || first.length === 0 || second.length === 0) continue;
    const used = new Set<(typeof first)[number]>();
    const found: number[] = [];
    for (const a of first.sort((x, y) => x.position - y.position)) {
      // The nearest free partner, so that two pairs in one sentence are both found.
      const b = second
        .filter((candidate) => !used.has(candidate) && Math.abs(candidate.position - a.position) <= window)
        .sort((x, y) => Math.abs(x.position - a.position) - Math.abs(y.position - a.position))[0];
      if (!b) continue;
      used.add(a).add(b);
      found.push(Math.min(a.position, b.position));
    }
    if (found.length === 0) continue;
    for (const { index, position } of used) {
      const remaining = (positions.get(index) ?? []).filter((at) => at !== position);
      if (remaining.length > 0) positions.set(index, remaining);
      else positions.delete(index);
    }
    positions.set(
      symbol,
      [...new Set([...(positions.get(symbol) ?? []), ...found])].sort((a, b) => a - b),
    );
  }
}

/** Symbols in already tokenised text (the analyzer tokenises once for several purposes). */
export function findSymbolsInTokens(tokens: readonly Token[]): SymbolScan {
  const positions = new Map<number, number[]>();
  const record = (symbol: number, at: number) => {
    const list = positions.get(symbol);
    if (!list) positions.set(symbol, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  };
  const cache = new Map<string, SymbolList>();
  let consumedUntil = -1;

  tokens.forEach((token, at) => {
    if (at <= consumedUntil) return;
    for (const form of token.forms) {
      for (const phrase of phrases.get(form) ?? []) {
        const end = matchRest(phrase.elements, 1, at + 1, tokens);
        if (end < 0) continue;
        consumedUntil = Math.max(consumedUntil, end);
        if (phrase.symbol !== null) record(phrase.symbol, at);
      }
    }
    if (at <= consumedUntil) return;
    const key = token.forms.join(" ");
    let found = cache.get(key);
    if (found === undefined) {
      found = lookupToken(token);
      cache.set(key, found);
    }
    for (const symbol of found) record(symbol, at);
  });

  if (COMBINATION_PARTS.length > 0) applyCombinations(positions);
  const hits: SymbolHit[] = [];
  for (const [index, at] of positions) {
    const symbol = SYMBOLS[index];
    const firstToken = at[0];
    const token = firstToken === undefined ? undefined : tokens[firstToken];
    if (symbol && firstToken !== undefined && token) {
      hits.push({ id: symbol.id, count: at.length, firstToken, offset: token.offset });
    }
  }
  hits.sort((a, b) => a.firstToken - b.firstToken || a.id.localeCompare(b.id));
  return { hits, tokenCount: tokens.length };
}

/** Every lexicon symbol in `text`, with how often and where it first appears. */
export function findSymbols(text: string): SymbolScan {
  return findSymbolsInTokens(tokenize(text));
}

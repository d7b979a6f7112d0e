import { describe, expect, it } from "vitest";
import { locales } from "@/lib/domain/locales";
import { normalizeText } from "@/lib/text/normalize";
import { COMBINATIONS, SYMBOL_CATEGORIES, SYMBOLS, symbolBareName, symbolLabel } from "./lexicon";
import { findSymbols, MIN_HEAD, MIN_STEM } from "./matcher";

const COMBINED = new Set(COMBINATIONS.map((combination) => combination.id));
const IDS = new Set(SYMBOLS.map((symbol) => symbol.id));

interface Cue {
  id: string;
  language: string;
  cue: string;
}

const ALL_CUES: Cue[] = SYMBOLS.flatMap((symbol) =>
  Object.entries(symbol.cues).flatMap(([language, cues]) =>
    cues
      .split(/\s+/)
      .filter((cue) => cue !== "")
      .map((cue) => ({ id: symbol.id, language, cue })),
  ),
);

/** The shortest text the cue is meant to recognise. */
function sample(cue: string): string {
  if (cue.includes("+")) {
    return cue
      .split("+")
      .filter((element) => element !== "~")
      .map((element) => (element.split("|")[0] ?? "").replace(/\*$/, ""))
      .join(" ");
  }
  if (cue.startsWith("*")) return `zuq${cue.slice(1)}`;
  return cue.replace(/\*$/, "");
}

// Stems whose bare form is, on purpose, another symbol's exact word.
const BARE_STEM_EXCEPTIONS = new Set([
  // French "tomb*" (tomber) is falling; the English word "tomb" is a grave.
  "falling fr tomb*",
]);

describe("lexicon", () => {
  it("has at least 150 symbols with unique slug ids", () => {
    expect(SYMBOLS.length).toBeGreaterThanOrEqual(150);
    expect(IDS.size).toBe(SYMBOLS.length);
    for (const symbol of SYMBOLS) expect(symbol.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it("gives every symbol a known category", () => {
    for (const symbol of SYMBOLS) expect(SYMBOL_CATEGORIES).toContain(symbol.category);
  });

  it.each(locales)("names every symbol and gives it 2 to 4 meanings in %s", (language) => {
    for (const symbol of SYMBOLS) {
      const { name, meanings } = symbol.text[language];
      expect(name.trim(), `${symbol.id} name`).not.toBe("");
      expect(meanings.length, symbol.id).toBeGreaterThanOrEqual(2);
      expect(meanings.length, symbol.id).toBeLessThanOrEqual(4);
      for (const meaning of meanings) {
        expect(meaning, symbol.id).toMatch(/^\p{Lu}/u);
        expect(meaning, symbol.id).toMatch(/[.!?]$/);
        // Plain text only: no HTML or Markdown reaches the card.
        expect(meaning, symbol.id).not.toMatch(/[<>*_#`]/);
      }
    }
  });

  it("elides French words before a vowel (« qu’autre », not « que autre »)", () => {
    const missingElision =
      /(?<![\p{L}’'])(?:que|de|ne|se|je|me|te|ce|jusque|lorsque|puisque) (?=[aeiouéèêâîôûœ])|(?<![\p{L}’'])si ils?(?!\p{L})/iu;
    for (const symbol of SYMBOLS) {
      for (const text of [symbol.text.fr.name, ...symbol.text.fr.meanings]) expect(text, symbol.id).not.toMatch(missingElision);
    }
  });

  it("writes Ukrainian meanings in Cyrillic and the others in Latin script", () => {
    for (const symbol of SYMBOLS) {
      for (const meaning of symbol.text.uk.meanings) expect(meaning, symbol.id).not.toMatch(/\p{Script=Latin}/u);
      for (const language of ["en", "fr", "de", "es"] as const) {
        for (const meaning of symbol.text[language].meanings) expect(meaning, symbol.id).not.toMatch(/\p{Script=Cyrillic}/u);
      }
    }
  });

  it("strips the article only where the language has one", () => {
    expect(symbolBareName("water", "fr")).toBe("eau");
    expect(symbolBareName("teeth", "es")).toBe("dientes");
    expect(symbolLabel("water", "es")).toBe("Agua");
    expect(symbolLabel("water", "uk")).toBe("Вода");
    expect(symbolLabel("water", "de")).toBe("Wasser");
  });

  it("gives every symbol cues in all five languages, except combinations", () => {
    for (const symbol of SYMBOLS) {
      for (const language of locales) {
        if (COMBINED.has(symbol.id)) expect(symbol.cues[language], symbol.id).toBe("");
        else expect(symbol.cues[language].trim(), `${symbol.id} ${language}`).not.toBe("");
      }
    }
  });

  it("builds combinations from existing symbols", () => {
    for (const combination of COMBINATIONS) {
      expect(IDS.has(combination.id), combination.id).toBe(true);
      for (const part of combination.parts) for (const id of part) expect(IDS.has(id), id).toBe(true);
    }
  });

  it("keeps stems and compound heads long enough to be specific", () => {
    for (const { id, language, cue } of ALL_CUES) {
      for (const alternative of cue.replace(/^!/, "").split(/[+|]/)) {
        if (alternative.endsWith("*")) {
          expect(normalizeText(alternative.slice(0, -1)).length, `${id} ${language} ${cue}`).toBeGreaterThanOrEqual(MIN_STEM);
        }
        if (alternative.startsWith("*")) {
          expect(normalizeText(alternative.slice(1)).length, `${id} ${language} ${cue}`).toBeGreaterThanOrEqual(MIN_HEAD);
        }
      }
    }
  });

  it("writes cues in lower case, one token per element", () => {
    for (const { id, cue } of ALL_CUES) {
      expect(cue, id).toBe(cue.toLowerCase());
      expect(cue, id).toMatch(/^!?\*?[\p{L}'’~|+*]+$/u);
    }
  });

  it("recognises every cue on its own as its symbol", () => {
    const missed = ALL_CUES.filter(({ cue }) => !cue.startsWith("!"))
      .filter(({ id }) => !COMBINED.has(id))
      .filter(({ id, language, cue }) => !BARE_STEM_EXCEPTIONS.has(`${id} ${language} ${cue}`))
      .filter(({ id, cue }) => !findSymbols(sample(cue)).hits.some((hit) => hit.id === id))
      .map(({ id, language, cue }) => `${id} ${language} ${cue}`);
    expect(missed).toEqual([]);
  });

  it("lets no exact word belong to two symbols", () => {
    const owners = new Map<string, Set<string>>();
    for (const { id, cue } of ALL_CUES) {
      if (cue.startsWith("!") || cue.includes("+") || cue.includes("*")) continue;
      const word = normalizeText(cue);
      owners.set(word, (owners.get(word) ?? new Set()).add(id));
    }
    const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([word, ids]) => `${word}: ${[...ids].join(", ")}`);
    expect(shared).toEqual([]);
  });
});

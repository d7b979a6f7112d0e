import { describe, expect, it } from "vitest";
import { dreamWords } from "./keywords";
import { locales } from "@/lib/domain/locales";
import { THEMES, themeEntries } from "./theme-lexicon";
import { dreamThemes, lexiconEntries, themesOfWord } from "./themes";

describe("the theme lexicon", () => {
  it.each(THEMES)("%s has words in every language", (theme) => {
    for (const language of locales) expect(themeEntries(theme, language).length, `${theme}/${language}`).toBeGreaterThan(0);
  });

  it("uses stems of at least four letters, so they cannot catch short unrelated words", () => {
    const { stems } = lexiconEntries();
    expect(stems.filter((stem) => [...stem].length < 4)).toEqual([]);
  });

  it("has only single words, as the dream's words are split", () => {
    for (const theme of THEMES) {
      for (const language of locales) {
        for (const entry of themeEntries(theme, language)) expect(dreamWords(entry.replace(/\*$/, "")), entry).toHaveLength(1);
      }
    }
  });
});

describe("themesOfWord", () => {
  it.each(["sea", "ocean", "морі", "морем", "océan", "Meer", "Küste", "kueste", "mar", "oceano", "plage"])(
    "%s is the sea",
    (word) => {
      expect(themesOfWord(word.toLowerCase())).toContain("sea");
    },
  );

  it.each([
    ["місяцем", "moon"],
    ["mondschein", "moon"],
    ["luna", "moon"],
    ["forêt", "forest"],
    ["лісом", "forest"],
    ["wälder", "forest"],
    ["flying", "flying"],
    ["літав", "flying"],
    ["volaba", "flying"],
    ["verfolgt", "fear"],
    ["pesadilla", "fear"],
    ["привид", "ghost"],
    ["strasse", "journey"],
    ["straße", "journey"],
    ["ра\u0301нок", "dawn"],
  ])("%s evokes %s", (word, theme) => {
    expect(themesOfWord(word)).toContain(theme);
  });

  it.each(["monde", "dans", "хвилина", "war", "lunes", "принцип", "демонстрація", "скелет", "plakat", "lieber", "seen", "près"])(
    "%s is not mistaken for imagery it only resembles",
    (word) => {
      const themes = themesOfWord(word);
      if (word === "скелет") expect(themes).toEqual(["ghost"]);
      else expect(themes).toEqual([]);
    },
  );

  it("finds German entries with their umlauts typed as ae, oe, ue", () => {
    expect(themesOfWord("waelder")).toContain("forest");
    expect(themesOfWord("traeume")).toEqual(themesOfWord("träume"));
  });
});

describe("dreamThemes", () => {
  it("counts themes across texts and languages, short words included", () => {
    const themes = dreamThemes("I swam in the sea under the moon.", "Море і місяць", "la mar, la luna, der Mond");
    expect(themes.get("sea")).toBe(3);
    expect(themes.get("moon")).toBe(4);
    expect(themes.has("forest")).toBe(false);
  });
});

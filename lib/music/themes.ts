import { foldText, transliterateGerman } from "@/lib/text/normalize";
import { dreamWords } from "./keywords";
import { locales } from "@/lib/domain/locales";
import { THEMES, themeEntries, type Theme } from "./theme-lexicon";

// Matching is forgiving about what keyboards and spellers do: accents on Latin
// letters are optional ("ocean" finds "océan"), ß may be ss and Ukrainian stress
// marks are ignored (foldText), and German entries are also found with their
// umlauts typed as ae/oe/ue. Ukrainian й and ї stay letters of their own.

const PREFIX_KEY_LENGTH = 4;

interface Lexicon {
  exact: Map<string, Set<Theme>>;
  // Stems grouped by their first letters, so a word is compared with a handful of stems, not all of them.
  stems: Map<string, { stem: string; theme: Theme }[]>;
}

function buildLexicon(): Lexicon {
  const exact = new Map<string, Set<Theme>>();
  const stems = new Map<string, { stem: string; theme: Theme }[]>();
  for (const theme of THEMES) {
    for (const language of locales) {
      for (const entry of themeEntries(theme, language)) {
        const isStem = entry.endsWith("*");
        // The same normalisation as the dream's words, so apostrophes and case agree.
        const [word = ""] = dreamWords(isStem ? entry.slice(0, -1) : entry);
        const spellings = new Set([foldText(word), ...(language === "de" ? [foldText(transliterateGerman(word))] : [])]);
        for (const spelling of spellings) {
          if (isStem) {
            const key = spelling.slice(0, PREFIX_KEY_LENGTH);
            stems.set(key, [...(stems.get(key) ?? []), { stem: spelling, theme }]);
          } else {
            exact.set(spelling, (exact.get(spelling) ?? new Set<Theme>()).add(theme));
          }
        }
      }
    }
  }
  return { exact, stems };
}

let lexicon: Lexicon | undefined;

/** The themes one word of a dream evokes (usually none). */
export function themesOfWord(word: string): Theme[] {
  lexicon ??= buildLexicon();
  const found = new Set<Theme>();
  const spelling = foldText(word);
  for (const theme of lexicon.exact.get(spelling) ?? []) found.add(theme);
  for (const { stem, theme } of lexicon.stems.get(spelling.slice(0, PREFIX_KEY_LENGTH)) ?? []) {
    if (spelling.startsWith(stem)) found.add(theme);
  }
  return [...found];
}

/**
 * How often each theme occurs in the texts. Every word counts, short ones too:
 * the sea is "sea", "mer" or "mar", which the keyword rule's length limit would drop.
 */
export function dreamThemes(...texts: readonly (string | null | undefined)[]): Map<Theme, number> {
  const counts = new Map<Theme, number>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of dreamWords(text)) {
      for (const theme of themesOfWord(word)) counts.set(theme, (counts.get(theme) ?? 0) + 1);
    }
  }
  return counts;
}

/** Stems and words of the lexicon after folding, for tests that check its hygiene. */
export function lexiconEntries(): { stems: string[]; words: string[] } {
  lexicon ??= buildLexicon();
  return {
    stems: [...lexicon.stems.values()].flat().map(({ stem }) => stem),
    words: [...lexicon.exact.keys()],
  };
}

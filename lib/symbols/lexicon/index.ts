import type { Locale } from "@/lib/domain/locales";
import { capitalize } from "@/lib/text/compose";
import { ACTIONS } from "./actions";
import { ANIMALS } from "./animals";
import { BEINGS } from "./beings";
import { BELONGINGS } from "./belongings";
import { BODY } from "./body";
import { BUILDINGS } from "./buildings";
import { ELEMENTS } from "./elements";
import { EVENTS } from "./events";
import { HOME } from "./home";
import { LANDSCAPE } from "./landscape";
import { OBJECTS } from "./objects";
import { PEOPLE } from "./people";
import { SITUATIONS } from "./situations";
import { SKY } from "./sky";
import { TRAVEL } from "./travel";
import type { DreamSymbol, SymbolCombination } from "./types";
import { WILDLIFE } from "./wildlife";

export * from "./types";

export const SYMBOLS: readonly DreamSymbol[] = [
  ...ELEMENTS,
  ...SKY,
  ...LANDSCAPE,
  ...ANIMALS,
  ...WILDLIFE,
  ...BODY,
  ...PEOPLE,
  ...BEINGS,
  ...HOME,
  ...BUILDINGS,
  ...TRAVEL,
  ...OBJECTS,
  ...BELONGINGS,
  ...ACTIONS,
  ...SITUATIONS,
  ...EVENTS,
];

/**
 * Combinations absorb their parts, so "my teeth were falling out" is read as
 * losing teeth, not as teeth plus a fall.
 */
export const COMBINATIONS: readonly SymbolCombination[] = [
  { id: "losing-teeth", parts: [["teeth"], ["falling", "lost"]], window: 6 },
  {
    id: "deceased-loved-one",
    parts: [["death"], ["mother", "father", "grandparent", "sibling", "partner", "friend", "child"]],
    window: 4,
  },
];

const BY_ID = new Map(SYMBOLS.map((symbol) => [symbol.id, symbol]));

export function getSymbol(id: string): DreamSymbol | undefined {
  return BY_ID.get(id);
}

const ARTICLE: Partial<Record<Locale, RegExp>> = { fr: /^(?:l’|le |la |les )/, es: /^(?:el |la |los |las )/ };

/** The symbol's name for a list in running text ("l’eau", "el agua", "Wasser"). */
export function symbolName(id: string, language: Locale): string {
  return getSymbol(id)?.text[language].name ?? id;
}

/** The name without a French or Spanish article, for quoting ("le symbole « eau »"). */
export function symbolBareName(id: string, language: Locale): string {
  const article = ARTICLE[language];
  const name = symbolName(id, language);
  return article ? name.replace(article, "") : name;
}

/** The name as a label on its own: capitalised, without an article ("Eau", "Agua", "Вода"). */
export function symbolLabel(id: string, language: Locale): string {
  return capitalize(symbolBareName(id, language), language);
}

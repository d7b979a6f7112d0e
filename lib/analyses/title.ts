// What tells one analysis from another beside its date: "3 dreams: Flying,
// The lake, …" (Analyses.dreamsTitle), on its card and as its page's title.
import type { Analysis } from "./schema";

/** How many dream titles are named before the list trails off. */
const TITLES_SHOWN = 3;

/** The values of Analyses.dreamsTitle; `deleted` stands for a dream deleted since (Analyses.deletedDream). */
export function titleValues(analysis: Pick<Analysis, "dreams">, deleted: string): { count: number; titles: string } {
  const names = analysis.dreams.map((d) => d.title ?? deleted);
  const shown = names.slice(0, TITLES_SHOWN).join(", ");
  return { count: names.length, titles: names.length > TITLES_SHOWN ? `${shown}, …` : shown };
}

// Which symbols matter most in one dream: how often they occur, whether the
// title names them (the dreamer's own summary), and how early they appear.
import type { Token } from "@/lib/text/normalize";
import { COMBINATIONS } from "./lexicon";
import { findSymbolsInTokens, type SymbolScan } from "./matcher";

const TITLE_WEIGHT = 2;
const EARLY_WEIGHT = 1;

export interface RankedSymbol {
  id: string;
  /** Occurrences in title and content together. */
  count: number;
  inTitle: boolean;
  score: number;
}

/**
 * A title often names one part of a combination the content tells whole
 * ("Teeth!" over "my teeth fell out"). Such a part counts for the combination,
 * unless the content also mentions it on its own, so the reading does not
 * explain teeth and then losing teeth.
 */
function foldIntoCombinations(titleCounts: Map<string, number>, inContent: ReadonlySet<string>): void {
  for (const { id, parts } of COMBINATIONS) {
    if (!inContent.has(id)) continue;
    for (const part of parts.flat()) {
      const count = titleCounts.get(part);
      if (count === undefined || inContent.has(part)) continue;
      titleCounts.delete(part);
      titleCounts.set(id, (titleCounts.get(id) ?? 0) + count);
    }
  }
}

/** Symbols of a dream, most salient first; equal scores are ordered by id so the result is stable. */
export function rankSymbols(title: readonly Token[], content: readonly Token[]): RankedSymbol[] {
  const inTitle: SymbolScan = findSymbolsInTokens(title);
  const inContent: SymbolScan = findSymbolsInTokens(content);
  const titleCounts = new Map(inTitle.hits.map((hit) => [hit.id, hit.count]));
  foldIntoCombinations(titleCounts, new Set(inContent.hits.map((hit) => hit.id)));
  const ranked = new Map<string, RankedSymbol>();

  for (const hit of inContent.hits) {
    const titleCount = titleCounts.get(hit.id) ?? 0;
    const position = hit.firstToken / Math.max(1, inContent.tokenCount);
    ranked.set(hit.id, {
      id: hit.id,
      count: hit.count + titleCount,
      inTitle: titleCount > 0,
      score: hit.count + TITLE_WEIGHT * titleCount + EARLY_WEIGHT * (1 - position),
    });
  }
  for (const [id, count] of titleCounts) {
    if (!ranked.has(id)) ranked.set(id, { id, count, inTitle: true, score: count + TITLE_WEIGHT * count });
  }
  return [...ranked.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

// Which symbols matter most in one dream: how often they occur, whether the
// title names them (the dreamer's own summary), and how early they appear.
import { findSymbolsInTokens, type SymbolScan } from "./matcher";
import type { Token } from "./text";

const TITLE_WEIGHT = 2;
const EARLY_WEIGHT = 1;

export interface RankedSymbol {
  id: string;
  /** Occurrences in title and content together. */
  count: number;
  inTitle: boolean;
  score: number;
}

/** Symbols of a dream, most salient first; equal scores are ordered by id so the result is stable. */
export function rankSymbols(title: readonly Token[], content: readonly Token[]): RankedSymbol[] {
  const inTitle: SymbolScan = findSymbolsInTokens(title);
  const inContent: SymbolScan = findSymbolsInTokens(content);
  const titleCounts = new Map(inTitle.hits.map((hit) => [hit.id, hit.count]));
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
  for (const hit of inTitle.hits) {
    if (!ranked.has(hit.id)) {
      ranked.set(hit.id, { id: hit.id, count: hit.count, inTitle: true, score: hit.count + TITLE_WEIGHT * hit.count });
    }
  }
  return [...ranked.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

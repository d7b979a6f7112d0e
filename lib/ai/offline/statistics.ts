/**
 * Statistics over a set of dreams: what the offline analyzer writes about,
 * and what an AI provider receives as data. Plain JSON values only (dates as
 * ISO strings), so the object can be serialised as it is.
 */
import { MOODS, type Mood } from "@/lib/domain/moods";
import { memoryChecks } from "@/lib/health/memory";
import { tokenize } from "@/lib/text/normalize";
import { getSymbol, SYMBOL_CATEGORIES, type SymbolCategory } from "@/lib/symbols/lexicon";
import { findSymbolsInTokens } from "@/lib/symbols/matcher";

export interface AnalysisDream {
  id: number;
  title: string;
  content: string;
  mood: Mood | null;
  createdAt: Date;
}

export interface SymbolStatistic {
  id: string;
  category: SymbolCategory;
  /** In how many dreams (title or content) the symbol appears. */
  dreams: number;
  occurrences: number;
  dreamIds: number[];
}

export interface SymbolPair {
  ids: [string, string];
  dreams: number;
}

export type MoodCounts = Record<Mood, number>;

export interface MoodPeriod {
  dreams: number;
  counts: MoodCounts;
  unrecorded: number;
  /** (positive − negative) / recorded moods, from −1 to 1; null when no mood was recorded. */
  balance: number | null;
}

export type MoodTrend = "brighter" | "darker" | "steady" | "unclear";

export interface DreamStatistics {
  dreamCount: number;
  firstDate: string | null;
  lastDate: string | null;
  /** Whole days between the first and the last dream. */
  spanDays: number;
  /** Every symbol found, by number of dreams, then occurrences, then id. */
  symbols: SymbolStatistic[];
  /** Symbols found in at least two dreams. */
  recurringSymbols: SymbolStatistic[];
  /** Symbols that appear together in at least two dreams (at most five pairs). */
  symbolPairs: SymbolPair[];
  /** Dreams with at least one symbol of each category that occurs. */
  categories: { category: SymbolCategory; dreams: number }[];
  recurringPeople: SymbolStatistic[];
  /** Landscapes and buildings found in at least two dreams. */
  recurringPlaces: SymbolStatistic[];
  dreamsWithoutSymbols: number;
  moods: {
    counts: MoodCounts;
    unrecorded: number;
    /** Up to three recorded moods, most frequent first. */
    predominant: Mood[];
    /**
     * The older and the newer half of the dreams by createdAt; with an odd
     * number of dreams the middle one belongs to neither.
     */
    earlier: MoodPeriod;
    later: MoodPeriod;
    trend: MoodTrend;
  };
  length: { averageCharacters: number; averageWords: number; shortestWords: number; longestWords: number };
  /** Recall details (lib/health/memory): average score out of 4 and how many dreams meet each check. */
  detail: { averageScore: number; withTimeOfDay: number; withPlace: number; withPerson: number; withPastAction: number };
}

/**
 * How each mood weighs in the emotional balance: brightening, darkening, or
 * neither (mysterious, confused and the bittersweet nostalgic). Typed over
 * every mood, so a new one cannot be added without deciding.
 */
export const MOOD_TONE = {
  peaceful: "bright",
  happy: "bright",
  excited: "bright",
  anxious: "dark",
  sad: "dark",
  angry: "dark",
  frightened: "dark",
  mysterious: "neutral",
  confused: "neutral",
  nostalgic: "neutral",
} as const satisfies Record<Mood, "bright" | "dark" | "neutral">;
const PLACE_CATEGORIES: ReadonlySet<SymbolCategory> = new Set<SymbolCategory>(["landscape", "buildings"]);
/** A change of balance this large between the halves counts as a trend (one dream in three turning). */
const TREND_THRESHOLD = 0.3;
const MAX_PAIRS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

function emptyCounts(): MoodCounts {
  return Object.fromEntries(MOODS.map((mood) => [mood, 0])) as MoodCounts;
}

function moodPeriod(dreams: readonly AnalysisDream[]): MoodPeriod {
  const counts = emptyCounts();
  let unrecorded = 0;
  for (const dream of dreams) {
    if (dream.mood) counts[dream.mood]++;
    else unrecorded++;
  }
  const recorded = dreams.length - unrecorded;
  const positive = MOODS.filter((mood) => MOOD_TONE[mood] === "bright").reduce((sum, mood) => sum + counts[mood], 0);
  const negative = MOODS.filter((mood) => MOOD_TONE[mood] === "dark").reduce((sum, mood) => sum + counts[mood], 0);
  return {
    dreams: dreams.length,
    counts,
    unrecorded,
    balance: recorded === 0 ? null : round((positive - negative) / recorded, 2),
  };
}

function trend(earlier: MoodPeriod, later: MoodPeriod): MoodTrend {
  if (earlier.balance === null || later.balance === null) return "unclear";
  const change = later.balance - earlier.balance;
  if (change >= TREND_THRESHOLD) return "brighter";
  if (change <= -TREND_THRESHOLD) return "darker";
  return "steady";
}

/** Symbol ids of one dream with their occurrences, title and content together. */
function dreamSymbols(dream: AnalysisDream): Map<string, number> {
  const found = new Map<string, number>();
  for (const text of [dream.title, dream.content]) {
    for (const hit of findSymbolsInTokens(tokenize(text)).hits) found.set(hit.id, (found.get(hit.id) ?? 0) + hit.count);
  }
  return found;
}

function symbolStatistics(perDream: readonly { id: number; symbols: Map<string, number> }[]): SymbolStatistic[] {
  const byId = new Map<string, SymbolStatistic>();
  for (const { id: dreamId, symbols } of perDream) {
    for (const [id, count] of symbols) {
      const category = getSymbol(id)?.category;
      if (!category) continue;
      const entry = byId.get(id) ?? { id, category, dreams: 0, occurrences: 0, dreamIds: [] };
      entry.dreams++;
      entry.occurrences += count;
      entry.dreamIds.push(dreamId);
      byId.set(id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => b.dreams - a.dreams || b.occurrences - a.occurrences || a.id.localeCompare(b.id));
}

function symbolPairs(perDream: readonly { symbols: Map<string, number> }[]): SymbolPair[] {
  const pairs = new Map<string, SymbolPair>();
  for (const { symbols } of perDream) {
    const ids = [...symbols.keys()].sort();
    ids.forEach((first, index) => {
      for (const second of ids.slice(index + 1)) {
        const key = `${first} ${second}`;
        const pair = pairs.get(key) ?? { ids: [first, second], dreams: 0 };
        pair.dreams++;
        pairs.set(key, pair);
      }
    });
  }
  return [...pairs.values()]
    .filter((pair) => pair.dreams >= 2)
    .sort((a, b) => b.dreams - a.dreams || a.ids.join().localeCompare(b.ids.join()))
    .slice(0, MAX_PAIRS);
}

/** Real counts over the dreams given (the API allows 2 to 20); the order of the input does not matter. */
export function dreamStatistics(dreams: readonly AnalysisDream[]): DreamStatistics {
  const ordered = [...dreams].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const perDream = ordered.map((dream) => ({ id: dream.id, symbols: dreamSymbols(dream) }));
  const symbols = symbolStatistics(perDream);
  const recurringSymbols = symbols.filter((symbol) => symbol.dreams >= 2);

  const categories = SYMBOL_CATEGORIES.map((category) => ({
    category,
    dreams: perDream.filter(({ symbols: found }) => [...found.keys()].some((id) => getSymbol(id)?.category === category)).length,
  }))
    .filter((entry) => entry.dreams > 0)
    .sort((a, b) => b.dreams - a.dreams);

  const half = Math.floor(ordered.length / 2);
  const all = moodPeriod(ordered);
  const earlier = moodPeriod(ordered.slice(0, half));
  const later = moodPeriod(ordered.slice(ordered.length - half));
  const predominant = MOODS.filter((mood) => all.counts[mood] > 0)
    .sort((a, b) => all.counts[b] - all.counts[a])
    .slice(0, 3);

  const words = ordered.map((dream) => tokenize(dream.content).length);
  const checks = ordered.map((dream) => memoryChecks(dream.content));
  const scores = checks.map(
    (check) => Number(check.timeOfDay) + Number(check.place) + Number(check.person) + Number(check.pastAction),
  );
  const first = ordered[0];
  const last = ordered[ordered.length - 1];

  return {
    dreamCount: ordered.length,
    firstDate: first ? first.createdAt.toISOString() : null,
    lastDate: last ? last.createdAt.toISOString() : null,
    spanDays: first && last ? Math.floor((last.createdAt.getTime() - first.createdAt.getTime()) / DAY_MS) : 0,
    symbols,
    recurringSymbols,
    symbolPairs: symbolPairs(perDream),
    categories,
    recurringPeople: recurringSymbols.filter((symbol) => symbol.category === "people"),
    recurringPlaces: recurringSymbols.filter((symbol) => PLACE_CATEGORIES.has(symbol.category)),
    dreamsWithoutSymbols: perDream.filter(({ symbols: found }) => found.size === 0).length,
    moods: { counts: all.counts, unrecorded: all.unrecorded, predominant, earlier, later, trend: trend(earlier, later) },
    length: {
      averageCharacters: Math.round(average(ordered.map((dream) => dream.content.trim().length))),
      averageWords: Math.round(average(words)),
      shortestWords: words.length > 0 ? Math.min(...words) : 0,
      longestWords: words.length > 0 ? Math.max(...words) : 0,
    },
    detail: {
      averageScore: round(average(scores), 1),
      withTimeOfDay: checks.filter((check) => check.timeOfDay).length,
      withPlace: checks.filter((check) => check.place).length,
      withPerson: checks.filter((check) => check.person).length,
      withPastAction: checks.filter((check) => check.pastAction).length,
    },
  };
}

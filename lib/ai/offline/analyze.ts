/**
 * The built-in combined analysis of several dreams. Every sentence states a
 * count from `dreamStatistics`, so the analysis is only as general as the
 * dreams are.
 */
import type { Mood } from "@/lib/domain/moods";
import type { Locale } from "@/lib/domain/locales";
import { DATE, formatIn } from "@/lib/time/format";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zone";
import { COPY, type OfflineCopy } from "./copy";
import { symbolBareName, symbolLabel, symbolName } from "@/lib/symbols/lexicon";
import { dreamStatistics, MOOD_TONE, type AnalysisDream, type DreamStatistics, type MoodPeriod } from "./statistics";
import { listOf } from "@/lib/text/compose";

export * from "./statistics";

export interface OfflineAnalysis {
  summary: string;
  patterns: string[];
  recommendations: string[];
  /** Localised labels of the symbols found in at least two dreams (when none recurs, the most frequent ones). */
  commonSymbols: string[];
  emotionalTrends: { predominantEmotions: string[]; moodPattern: string };
}

const MAX_RECURRING_IN_PATTERNS = 4;
const MAX_PAIRS_IN_PATTERNS = 2;
const MAX_COMMON_SYMBOLS = 8;
const MAX_FALLBACK_SYMBOLS = 5;
const MAX_RECOMMENDATIONS = 4;
const MIN_RECOMMENDATIONS = 2;
const FEW_WORDS = 60;
const LOW_DETAIL = 2;
/** Recurring nightmares, for which imagery rehearsal is the established self-help method. */
const NIGHTMARE_SYMBOLS: ReadonlySet<string> = new Set([
  "chased",
  "falling",
  "trapped",
  "drowning",
  "paralysis",
  "monster",
  "killing",
  "war",
  "accident",
  "losing-teeth",
  "zombie",
  "devil",
  "flood",
  "explosion",
  "apocalypse",
]);

interface Writer {
  language: Locale;
  /** The user's: the dreams' dates are the days they were there. */
  timeZone: string;
  copy: OfflineCopy;
  list: (items: readonly string[]) => string;
}

function periodMoods(writer: Writer, period: MoodPeriod): string {
  const moods = (Object.keys(period.counts) as Mood[])
    .filter((mood) => period.counts[mood] > 0)
    .sort((a, b) => period.counts[b] - period.counts[a]);
  return writer.list(moods.map((mood) => writer.copy.moodWords[mood]));
}

function moodPattern(writer: Writer, stats: DreamStatistics): string {
  const { analysis, moodWords } = writer.copy;
  const { counts, unrecorded, earlier, later, trend } = stats.moods;
  const recorded = (Object.keys(counts) as Mood[]).filter((mood) => counts[mood] > 0).sort((a, b) => counts[b] - counts[a]);
  const distribution =
    recorded.length === 0
      ? analysis.noMoods
      : analysis.moodDistribution(
          writer.list(recorded.map((mood) => analysis.moodCount(moodWords[mood], counts[mood]))),
          unrecorded,
        );
  const change =
    trend === "brighter" || trend === "darker"
      ? analysis.trend[trend](periodMoods(writer, earlier), periodMoods(writer, later))
      : analysis.trend[trend];
  return `${distribution} ${change}`;
}

function summary(writer: Writer, stats: DreamStatistics): string {
  const { analysis, moodWords } = writer.copy;
  const dates = formatIn(writer.language, writer.timeZone, DATE);
  const from = stats.firstDate ? dates.format(new Date(stats.firstDate)) : "";
  const to = stats.lastDate ? dates.format(new Date(stats.lastDate)) : "";
  const score = new Intl.NumberFormat(writer.language, { maximumFractionDigits: 1 }).format(stats.detail.averageScore);
  const top = stats.recurringSymbols.slice(0, 3).map((symbol) => symbolName(symbol.id, writer.language));
  return [
    stats.dreamCount > 0 ? analysis.summary(stats.dreamCount, from, to) : "",
    top.length > 0 ? analysis.summarySymbols(writer.list(top)) : analysis.summaryNoSymbols,
    stats.moods.predominant.length > 0
      ? analysis.summaryMood(writer.list(stats.moods.predominant.map((mood) => moodWords[mood])))
      : analysis.summaryNoMood,
    analysis.summaryDetail(stats.length.averageWords, score),
  ]
    .filter(Boolean)
    .join(" ");
}

function patterns(writer: Writer, stats: DreamStatistics, mood: string): string[] {
  const { analysis, categories } = writer.copy;
  const name = (id: string) => symbolBareName(id, writer.language);
  const total = stats.dreamCount;
  const result = stats.recurringSymbols
    .slice(0, MAX_RECURRING_IN_PATTERNS)
    .map((symbol) => analysis.symbolIn(name(symbol.id), symbol.dreams, total));
  if (result.length === 0) result.push(analysis.noRecurring);
  for (const pair of stats.symbolPairs.slice(0, MAX_PAIRS_IN_PATTERNS)) {
    result.push(analysis.pair(name(pair.ids[0]), name(pair.ids[1]), pair.dreams));
  }
  const theme = stats.categories[0];
  if (theme && theme.dreams >= Math.max(2, Math.ceil(total / 2))) {
    result.push(analysis.theme(categories[theme.category], theme.dreams, total));
  }
  const inDreams = (symbols: DreamStatistics["recurringPeople"]) =>
    writer.list(symbols.map((symbol) => analysis.inDreams(name(symbol.id), symbol.dreams)));
  if (stats.recurringPeople.length > 0) result.push(analysis.people(inDreams(stats.recurringPeople)));
  if (stats.recurringPlaces.length > 0) result.push(analysis.places(inDreams(stats.recurringPlaces)));
  result.push(mood);
  return result;
}

function recommendations(writer: Writer, stats: DreamStatistics): string[] {
  const advice = writer.copy.analysis.recommendations;
  const name = (id: string) => symbolBareName(id, writer.language);
  const nightmare = stats.recurringSymbols.find((symbol) => NIGHTMARE_SYMBOLS.has(symbol.id));
  const tracked = stats.recurringSymbols.find((symbol) => symbol !== nightmare && symbol.category !== "people");
  const person = stats.recurringPeople[0];
  const leading = stats.moods.predominant[0];
  const { trend } = stats.moods;

  const applicable = [
    stats.moods.unrecorded > 0 ? advice.recordMood(stats.moods.unrecorded, stats.dreamCount) : null,
    nightmare ? advice.rehearsal(name(nightmare.id)) : null,
    trend === "darker" || (trend !== "brighter" && leading !== undefined && MOOD_TONE[leading] === "dark")
      ? advice.windDown
      : null,
    trend === "brighter" ? advice.keepWhatHelps : null,
    stats.detail.averageScore < LOW_DETAIL || stats.length.averageWords < FEW_WORDS ? advice.moreDetail : null,
    person ? advice.person(name(person.id)) : null,
    tracked ? advice.trackSymbol(name(tracked.id)) : null,
  ].filter((text): text is string => text !== null);

  const chosen = applicable.slice(0, MAX_RECOMMENDATIONS);
  if (chosen.length < MIN_RECOMMENDATIONS) chosen.push(advice.reread);
  return chosen;
}

/** A combined analysis of the dreams, written in `language` from their statistics, dated in `timeZone`. */
export function analyzeOffline(
  dreams: readonly AnalysisDream[],
  language: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): OfflineAnalysis {
  const stats = dreamStatistics(dreams);
  const copy = COPY[language];
  const writer: Writer = { language, timeZone, copy, list: (items) => listOf(items, language) };
  const finish = copy.finish;
  const mood = moodPattern(writer, stats);
  const common =
    stats.recurringSymbols.length > 0
      ? stats.recurringSymbols.slice(0, MAX_COMMON_SYMBOLS)
      : stats.symbols.slice(0, MAX_FALLBACK_SYMBOLS);

  return {
    summary: finish(summary(writer, stats)),
    patterns: patterns(writer, stats, mood).map(finish),
    recommendations: recommendations(writer, stats).map(finish),
    commonSymbols: common.map((symbol) => symbolLabel(symbol.id, language)),
    emotionalTrends: {
      predominantEmotions: stats.moods.predominant.map((mood) => copy.moodLabels[mood]),
      moodPattern: finish(mood),
    },
  };
}

// The journal's history in numbers: the calendar with its streaks, and the
// trends per month (moods, lucid dreams, interpretation symbols, Dream Health).
// Days and months are the user's, in their time zone (UTC until they set one).
import "server-only";
import { symbolLabel } from "@/lib/symbols/lexicon";
import { timeZoneOf } from "@/lib/auth/queries";
import { isMood, MOODS } from "@/lib/domain/moods";
import { healthScore } from "@/lib/health/score";
import type { Locale } from "@/lib/domain/locales";
import { DEFAULT_TIME_ZONE, dayIn } from "@/lib/time/zone";
import { backfillSymbols } from "./backfill";
import { cachedDays, cachedTrends, storeMonths } from "./month-cache";
import * as q from "./queries";
import { monthOf } from "@/lib/domain/months";
import { trendsMonths } from "./range";
import { countStreaks } from "./streaks";
import { TOP_SYMBOLS, type Calendar, type CalendarQuery, type TrendMonth, type Trends, type TrendsQuery } from "./schema";

const zoneOf = async (userId: number) => (await timeZoneOf(userId)) ?? DEFAULT_TIME_ZONE;

/** The smallest range of whole months holding these (sorted) months. */
const spanOf = (months: readonly string[]): q.MonthRange => ({ first: `${months[0]}-01`, last: `${months.at(-1)}-01` });

/** The year's days with dreams: each month as kept in stats_month_cache, or counted (and kept) if it is not. */
async function yearDays(userId: number, year: number, zone: string): Promise<q.DayCount[]> {
  const months = Array.from({ length: 12 }, (_, i) => monthOf(year * 12 + i));
  const kept = await cachedDays<q.DayCount[]>(userId, zone, months);
  const missing = months.filter((month) => !kept.months.has(month));
  if (missing.length > 0) {
    const counted = await q.dayCounts(userId, spanOf(missing), zone);
    const fresh = missing.map((month) => ({ month, data: counted.filter((day) => day.date.startsWith(month)) }));
    for (const { month, data } of fresh) kept.months.set(month, data);
    await storeMonths(userId, zone, kept.generation, "days", fresh);
  }
  return months.flatMap((month) => kept.months.get(month) ?? []);
}

export async function calendar(userId: number, query: CalendarQuery): Promise<Calendar> {
  const zone = await zoneOf(userId);
  const year = query.year ?? Number(dayIn(new Date(), zone).slice(0, 4));
  const [days, streaks] = await Promise.all([yearDays(userId, year, zone), countStreaks(userId, zone)]);
  return { days, currentStreak: streaks.current, longestStreak: streaks.longest };
}

/** The months asked for (./range.ts): without a start, the first dream's month is asked for too. */
async function monthRange(userId: number, query: TrendsQuery, zone: string): Promise<{ months: string[]; range: q.MonthRange }> {
  const current = dayIn(new Date(), zone).slice(0, 7);
  const first = query.from ? null : await q.firstDreamAt(userId);
  const months = trendsMonths(query, current, first && dayIn(first, zone).slice(0, 7));
  return { months, range: spanOf(months) };
}

/** What a month's trends keep in stats_month_cache. */
interface KeptMonth {
  moods: q.MonthMood[];
  symbols: q.MonthSymbol[];
}

/**
 * The months' moods, lucid dreams, symbols and Dream Health sums, each as kept
 * or computed (and kept); and the sums of every dream up to the range's end.
 */
async function monthTrends(userId: number, months: readonly string[], range: q.MonthRange, zone: string) {
  const kept = await cachedTrends<KeptMonth>(userId, zone, months, range);
  const missing = months.filter((month) => !kept.months.has(month));
  if (missing.length > 0) {
    const span = spanOf(missing);
    const [moods, symbols] = await Promise.all([
      q.monthMoods(userId, span, zone),
      q.monthSymbols(userId, span, zone, TOP_SYMBOLS),
    ]);
    const fresh = missing.map((month) => ({
      month,
      data: { moods: moods.filter((row) => row.month === month), symbols: symbols.filter((row) => row.month === month) },
    }));
    for (const { month, data } of fresh) kept.months.set(month, data);
    await storeMonths(userId, zone, kept.generation, "trends", fresh);
  }
  return kept;
}

export async function trends(userId: number, query: TrendsQuery, language: Locale): Promise<Trends> {
  const zone = await zoneOf(userId);
  const { months, range } = await monthRange(userId, query, zone);
  await backfillSymbols(userId); // before reading: computed symbols delete their months' kept trends
  const [kept, ends] = await Promise.all([monthTrends(userId, months, range, zone), q.monthEnds(userId, range, zone, MOODS)]);
  const moods = months.flatMap((month) => kept.months.get(month)?.moods ?? []);
  const symbols = months.flatMap((month) => kept.months.get(month)?.symbols ?? []);
  const byMonth = new Map<string, TrendMonth & { characters: number; memory: number }>(
    months.map((month) => [month, { month, total: 0, lucid: 0, moods: {}, symbols: [], health: 0, characters: 0, memory: 0 }]),
  );
  for (const row of moods) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    entry.total += row.dreams;
    entry.lucid += row.lucid;
    entry.characters += row.characters;
    entry.memory += row.memory;
    if (isMood(row.mood)) entry.moods[row.mood] = row.dreams;
  }
  for (const row of symbols) {
    byMonth.get(row.month)?.symbols.push({ name: symbolLabel(row.symbol, language), count: row.dreams });
  }
  // Dream Health as of each month's end: the sums so far, month by month,
  // from those before the range: every dream up to its end, less its months'.
  // (Months computed just now were read after the totals: a dream written in
  // between could make these a dream off for this answer, never below zero.)
  const sums = { ...kept.upToEnd };
  for (const entry of byMonth.values()) {
    sums.dreams -= entry.total;
    sums.characters -= entry.characters;
    sums.memory -= entry.memory;
  }
  sums.dreams = Math.max(0, sums.dreams);
  sums.characters = Math.max(0, sums.characters);
  sums.memory = Math.max(0, sums.memory);
  const endOf = new Map(ends.map((row) => [row.month, row]));
  for (const entry of byMonth.values()) {
    sums.dreams += entry.total;
    sums.characters += entry.characters;
    sums.memory += entry.memory;
    const end = endOf.get(entry.month);
    entry.health = healthScore({
      recentDreams: end?.recent ?? 0,
      averageLength: sums.dreams ? sums.characters / sums.dreams : 0,
      distinctMoods: end?.moods ?? 0,
      averageMemoryChecks: sums.dreams ? sums.memory / sums.dreams : 0,
    }).overall;
  }
  return { months: [...byMonth.values()].map(({ characters: _c, memory: _m, ...month }) => month) };
}

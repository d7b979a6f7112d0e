// The journal's history in numbers: the calendar with its streaks, and the
// trends per month (moods, lucid dreams, interpretation symbols, Dream Health).
// Days and months are the user's, in their time zone (UTC until they set one).
import "server-only";
import { symbolLabel } from "@/lib/ai/offline/lexicon";
import { timeZoneOf } from "@/lib/auth/queries";
import { isMood, MOODS } from "@/lib/dreams/constants";
import { healthScore } from "@/lib/health/score";
import type { Locale } from "@/lib/i18n/config";
import { DEFAULT_TIME_ZONE, dayIn } from "@/lib/time/zone";
import { backfillSymbols } from "./backfill";
import * as q from "./queries";
import { countStreaks } from "./streaks";
import {
  monthIndex,
  TOP_SYMBOLS,
  type Calendar,
  type CalendarQuery,
  type TrendMonth,
  type Trends,
  type TrendsQuery,
} from "./schema";

const zoneOf = async (userId: number) => (await timeZoneOf(userId)) ?? DEFAULT_TIME_ZONE;

export async function calendar(userId: number, query: CalendarQuery): Promise<Calendar> {
  const zone = await zoneOf(userId);
  const year = query.year ?? Number(dayIn(new Date(), zone).slice(0, 4));
  const [days, streaks] = await Promise.all([q.dayCounts(userId, year, zone), countStreaks(userId, zone)]);
  return { days, currentStreak: streaks.current, longestStreak: streaks.longest };
}

const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** The months asked for: `to` defaults to the current month (or `from`, if later), `from` to the eleven before `to`. */
function monthRange(query: TrendsQuery, zone: string): { months: string[]; range: q.MonthRange } {
  const current = dayIn(new Date(), zone).slice(0, 7);
  const to = query.to ?? (query.from && query.from > current ? query.from : current);
  const from = query.from ?? monthOf(monthIndex(to) - 11);
  const months = Array.from({ length: monthIndex(to) - monthIndex(from) + 1 }, (_, i) => monthOf(monthIndex(from) + i));
  return { months, range: { first: `${from}-01`, last: `${to}-01` } };
}

export async function trends(userId: number, query: TrendsQuery, language: Locale): Promise<Trends> {
  const zone = await zoneOf(userId);
  const { months, range } = monthRange(query, zone);
  await backfillSymbols(userId);
  const [moods, symbols, before, ends] = await Promise.all([
    q.monthMoods(userId, range, zone),
    q.monthSymbols(userId, range, zone, TOP_SYMBOLS),
    q.sumsBefore(userId, range, zone),
    q.monthEnds(userId, range, zone, MOODS),
  ]);
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
  // Dream Health as of each month's end: the sums so far, month by month.
  const sums = { ...before };
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

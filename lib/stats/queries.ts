// The statistics' SQL: every query is scoped by owner and bounded by the
// (userId, createdAt) indexes; days and months are the user's, in `timeZone`.
//
// createdAt is a timestamp without time zone holding UTC. A local day or month
// boundary becomes a UTC instant with `(local AT TIME ZONE zone) AT TIME ZONE
// 'UTC'`, and an instant a local time the other way round, so nothing depends
// on the session's own TimeZone setting.
import "server-only";
import { db } from "@/lib/db";
import { monthsBetween } from "@/lib/domain/months";
import { Prisma } from "@/lib/generated/prisma/client";

/** The UTC instant (as stored) at which a local timestamp expression happens in `zone`. */
export const instant = (local: Prisma.Sql, zone: string) => Prisma.sql`((${local}) AT TIME ZONE ${zone}) AT TIME ZONE 'UTC'`;
/** The local wall-clock time of a stored instant. */
export const localTime = (column: Prisma.Sql, zone: string) => Prisma.sql`((${column}) AT TIME ZONE 'UTC') AT TIME ZONE ${zone}`;
export const createdAt = Prisma.sql`d."createdAt"`;

export interface DayCount {
  date: string;
  count: number;
}

/** A range of whole local months, "YYYY-MM-01" of the first and of the last. */
export interface MonthRange {
  first: string;
  last: string;
}

const rangeStart = (range: MonthRange) => Prisma.sql`${range.first}::timestamp`;
/** The local midnight after the range's last month. */
export const rangeEnd = (range: MonthRange) => Prisma.sql`${range.last}::timestamp + interval '1 month'`;

/** When the user's first dream happened (one probe of the (userId, createdAt) index), or null in an empty journal. */
export async function firstDreamAt(userId: number): Promise<Date | null> {
  const first = await db().dream.aggregate({ where: { userId }, _min: { createdAt: true } });
  return first._min.createdAt;
}

/** Dreams per local day of the range's months, days without dreams left out. */
export function dayCounts(userId: number, range: MonthRange, zone: string): Promise<DayCount[]> {
  return db().$queryRaw<DayCount[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS "date", count(*)::int AS "count"
    FROM (SELECT (${localTime(createdAt, zone)})::date AS day
          FROM "dreams" d
          WHERE d."userId" = ${userId} AND d."createdAt" >= ${instant(rangeStart(range), zone)}
            AND d."createdAt" < ${instant(rangeEnd(range), zone)}) AS local
    GROUP BY day ORDER BY day`;
}

/** "YYYY-MM-01" of each month of the range. */
function monthStarts(range: MonthRange): string[] {
  return monthsBetween(range.first, range.last).map((month) => `${month}-01`);
}

/**
 * The range's months with their bounds as stored instants. Dreams are joined
 * to their month by range (one index range per month), rather than each
 * dream's time converted to the zone: cheaper per dream, on PGlite most of all.
 * The months are an array, not generate_series: PostgreSQL 15 guesses a
 * thousand rows for a series of timestamps, and past its JIT threshold
 * compiling the plan took longer than running it.
 */
function months(range: MonthRange, zone: string): Prisma.Sql {
  return Prisma.sql`SELECT to_char(m, 'YYYY-MM') AS "month",
           ${instant(Prisma.sql`m`, zone)} AS "starts",
           ${instant(Prisma.sql`m + interval '1 month'`, zone)} AS "ends"
    FROM unnest(${monthStarts(range)}::timestamp[]) AS m`;
}

const inMonth = (userId: number) =>
  Prisma.sql`d."userId" = ${userId} AND d."createdAt" >= months."starts" AND d."createdAt" < months."ends"`;

export interface MonthMood {
  month: string;
  mood: string | null;
  dreams: number;
  lucid: number;
  /** Characters and memory checks of these dreams, for Dream Health. */
  characters: number;
  memory: number;
}

/** Dreams, lucid dreams and Dream Health's sums per month and mood, within the range (covering index dreams_trends_idx). */
export function monthMoods(userId: number, range: MonthRange, zone: string): Promise<MonthMood[]> {
  return db().$queryRaw<MonthMood[]>`
    WITH months AS (${months(range, zone)})
    SELECT months."month", d."mood", count(*)::int AS "dreams", (count(*) FILTER (WHERE d."lucid"))::int AS "lucid",
           sum(d."contentLength")::float8 AS "characters", sum(d."memoryScore")::float8 AS "memory"
    FROM months JOIN "dreams" d ON ${inMonth(userId)}
    GROUP BY 1, 2`;
}

export interface MonthSymbol {
  month: string;
  symbol: string;
  dreams: number;
}

/** The `top` symbols named by most dreams of each month (ties by id), within the range. */
export function monthSymbols(userId: number, range: MonthRange, zone: string, top: number): Promise<MonthSymbol[]> {
  return db().$queryRaw<MonthSymbol[]>`
    WITH months AS (${months(range, zone)})
    SELECT "month", "symbol", "dreams" FROM (
      SELECT "month", "symbol", count(*)::int AS "dreams",
             row_number() OVER (PARTITION BY "month" ORDER BY count(*) DESC, "symbol") AS "rank"
      FROM (SELECT months."month", unnest(d."symbols") AS "symbol" FROM months JOIN "dreams" d ON ${inMonth(userId)}) AS named
      GROUP BY "month", "symbol") AS ranked
    WHERE "rank" <= ${top}
    ORDER BY "month", "rank"`;
}

export interface MonthEnd {
  month: string;
  /** Dreams in the 30 days before the month's end. */
  recent: number;
  /** Moods recorded at least once up to the month's end. */
  moods: number;
}

/**
 * What else Dream Health needs as of each month's end (now, for the current
 * month): the 30-day count, and how many moods had appeared by then (each
 * mood's first dream found by index). MATERIALIZED: inlined, the firsts would
 * be looked up again for every month.
 */
export function monthEnds(userId: number, range: MonthRange, zone: string, moods: readonly string[]): Promise<MonthEnd[]> {
  return db().$queryRaw<MonthEnd[]>`
    WITH months AS (SELECT "month", least("ends", now() AT TIME ZONE 'UTC') AS "ends" FROM (${months(range, zone)}) AS bounds),
    firsts AS MATERIALIZED (
      SELECT (SELECT min(d."createdAt") FROM "dreams" d WHERE d."userId" = ${userId} AND d."mood" = known."name") AS "first"
      FROM unnest(${[...moods]}::text[]) AS known("name")
    )
    SELECT months."month",
           (SELECT count(*) FROM "dreams" d
            WHERE d."userId" = ${userId} AND d."createdAt" > months."ends" - interval '30 days' AND d."createdAt" <= months."ends")::int AS "recent",
           (SELECT count(*) FROM firsts f WHERE f."first" <= months."ends")::int AS "moods"
    FROM months ORDER BY months."month"`;
}

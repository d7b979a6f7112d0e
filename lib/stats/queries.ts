// The statistics' SQL: every query is scoped by owner and bounded by the
// (userId, createdAt) indexes; days and months are the user's, in `timeZone`.
//
// createdAt is a timestamp without time zone holding UTC. A local day or month
// boundary becomes a UTC instant with `(local AT TIME ZONE zone) AT TIME ZONE
// 'UTC'`, and an instant a local time the other way round, so nothing depends
// on the session's own TimeZone setting.
import "server-only";
import { db } from "@/lib/db";
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

/** Dreams per local day of `year`, days without dreams left out. */
export function dayCounts(userId: number, year: number, zone: string): Promise<DayCount[]> {
  const start = Prisma.sql`make_date(${year}::int, 1, 1)::timestamp`;
  const end = Prisma.sql`make_date(${year + 1}::int, 1, 1)::timestamp`;
  return db().$queryRaw<DayCount[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS "date", count(*)::int AS "count"
    FROM (SELECT (${localTime(createdAt, zone)})::date AS day
          FROM "dreams" d
          WHERE d."userId" = ${userId} AND d."createdAt" >= ${instant(start, zone)} AND d."createdAt" < ${instant(end, zone)}) AS local
    GROUP BY day ORDER BY day`;
}

/** A range of whole local months, "YYYY-MM-01" of the first and of the last. */
export interface MonthRange {
  first: string;
  last: string;
}

const rangeStart = (range: MonthRange) => Prisma.sql`${range.first}::timestamp`;
const rangeEnd = (range: MonthRange) => Prisma.sql`(${range.last}::timestamp + interval '1 month')`;
const localMonth = (zone: string) => Prisma.sql`to_char(${localTime(createdAt, zone)}, 'YYYY-MM')`;

function inRange(userId: number, range: MonthRange, zone: string): Prisma.Sql {
  return Prisma.sql`d."userId" = ${userId}
    AND d."createdAt" >= ${instant(rangeStart(range), zone)} AND d."createdAt" < ${instant(rangeEnd(range), zone)}`;
}

export interface MonthMood {
  month: string;
  mood: string | null;
  dreams: number;
  lucid: number;
}

/** Dreams and lucid dreams per month and mood, within the range. */
export function monthMoods(userId: number, range: MonthRange, zone: string): Promise<MonthMood[]> {
  return db().$queryRaw<MonthMood[]>`
    SELECT ${localMonth(zone)} AS "month", d."mood", count(*)::int AS "dreams", (count(*) FILTER (WHERE d."lucid"))::int AS "lucid"
    FROM "dreams" d WHERE ${inRange(userId, range, zone)}
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
    SELECT "month", "symbol", "dreams" FROM (
      SELECT "month", "symbol", count(*)::int AS "dreams",
             row_number() OVER (PARTITION BY "month" ORDER BY count(*) DESC, "symbol") AS "rank"
      FROM (SELECT ${localMonth(zone)} AS "month", unnest(d."symbols") AS "symbol"
            FROM "dreams" d WHERE ${inRange(userId, range, zone)}) AS named
      GROUP BY "month", "symbol") AS ranked
    WHERE "rank" <= ${top}
    ORDER BY "month", "rank"`;
}

export interface MonthHealth {
  month: string;
  /** Dreams up to the month's end, their characters and memory checks. */
  dreams: number;
  characters: number;
  memory: number;
  /** Dreams in the 30 days before the month's end. */
  recent: number;
  /** Moods recorded at least once up to the month's end. */
  moods: number;
}

/**
 * Dream Health's inputs as of each month's end (now, for the current month):
 * the sums before the range in one aggregate of the covering index
 * dreams_health_idx, then the range's months accumulated one by one; the
 * 30-day counts and each mood's first dream from (userId, createdAt).
 * MATERIALIZED: inlined, the sums and firsts would run again for every month.
 */
export function monthHealth(userId: number, range: MonthRange, zone: string, moods: readonly string[]): Promise<MonthHealth[]> {
  const start = instant(rangeStart(range), zone);
  return db().$queryRaw<MonthHealth[]>`
    WITH months AS (
      SELECT to_char(m, 'YYYY-MM') AS "month",
             least(${instant(Prisma.sql`m + interval '1 month'`, zone)}, now() AT TIME ZONE 'UTC') AS "ends"
      FROM generate_series(${rangeStart(range)}, ${range.last}::timestamp, interval '1 month') AS m
    ), before AS MATERIALIZED (
      SELECT count(*) AS "dreams", coalesce(sum(d."contentLength"), 0) AS "characters", coalesce(sum(d."memoryScore"), 0) AS "memory"
      FROM "dreams" d WHERE d."userId" = ${userId} AND d."createdAt" < ${start}
    ), buckets AS MATERIALIZED (
      SELECT ${localMonth(zone)} AS "month", count(*) AS "dreams",
             sum(d."contentLength") AS "characters", sum(d."memoryScore") AS "memory"
      FROM "dreams" d WHERE ${inRange(userId, range, zone)}
      GROUP BY 1
    ), firsts AS MATERIALIZED (
      SELECT (SELECT min(d."createdAt") FROM "dreams" d WHERE d."userId" = ${userId} AND d."mood" = known."name") AS "first"
      FROM unnest(${[...moods]}::text[]) AS known("name")
    )
    SELECT m."month",
           (before."dreams" + coalesce((SELECT sum(b."dreams") FROM buckets b WHERE b."month" <= m."month"), 0))::int AS "dreams",
           (before."characters" + coalesce((SELECT sum(b."characters") FROM buckets b WHERE b."month" <= m."month"), 0))::float8 AS "characters",
           (before."memory" + coalesce((SELECT sum(b."memory") FROM buckets b WHERE b."month" <= m."month"), 0))::float8 AS "memory",
           (SELECT count(*) FROM "dreams" d
            WHERE d."userId" = ${userId} AND d."createdAt" > m."ends" - interval '30 days' AND d."createdAt" <= m."ends")::int AS "recent",
           (SELECT count(*) FROM firsts f WHERE f."first" <= m."ends")::int AS "moods"
    FROM months m, before ORDER BY m."month"`;
}

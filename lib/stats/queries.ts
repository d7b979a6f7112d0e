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
const instant = (local: Prisma.Sql, zone: string) => Prisma.sql`((${local}) AT TIME ZONE ${zone}) AT TIME ZONE 'UTC'`;
/** The local wall-clock time of a stored instant. */
const localTime = (column: Prisma.Sql, zone: string) => Prisma.sql`((${column}) AT TIME ZONE 'UTC') AT TIME ZONE ${zone}`;
const createdAt = Prisma.sql`d."createdAt"`;

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

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Runs of consecutive local days with a dream (gaps and islands: a day minus
 * its rank is constant along a run), over the whole journal. The current run
 * is the one that reaches today or yesterday, counted up to today.
 */
export async function streaks(userId: number, zone: string): Promise<Streaks> {
  const [row] = await db().$queryRaw<Streaks[]>`
    WITH days AS (
      SELECT DISTINCT (${localTime(createdAt, zone)})::date AS day FROM "dreams" d WHERE d."userId" = ${userId}
    ), today AS (
      SELECT (now() AT TIME ZONE ${zone})::date AS day
    ), runs AS (
      SELECT count(*)::int AS "length",
             (count(*) FILTER (WHERE days.day <= today.day))::int AS "untilToday",
             bool_or(days.day IN (today.day, today.day - 1)) AS "reachesToday"
      FROM (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM days) AS days, today
      GROUP BY days.run
    )
    SELECT coalesce(max("length"), 0)::int AS "longest",
           coalesce(max("untilToday") FILTER (WHERE "reachesToday"), 0)::int AS "current"
    FROM runs`;
  return row ?? { current: 0, longest: 0 };
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
 * per-month sums over the whole history, accumulated month by month, read from
 * the covering index dreams_health_idx; the 30-day counts from (userId, createdAt).
 */
export function monthHealth(userId: number, range: MonthRange, zone: string, moods: readonly string[]): Promise<MonthHealth[]> {
  return db().$queryRaw<MonthHealth[]>`
    WITH months AS (
      SELECT to_char(m, 'YYYY-MM') AS "month",
             least(${instant(Prisma.sql`m + interval '1 month'`, zone)}, now() AT TIME ZONE 'UTC') AS "ends"
      FROM generate_series(${rangeStart(range)}, ${range.last}::timestamp, interval '1 month') AS m
    ), buckets AS (
      SELECT ${localMonth(zone)} AS "month", count(*) AS "dreams",
             sum(d."contentLength") AS "characters", sum(d."memoryScore") AS "memory"
      FROM "dreams" d WHERE d."userId" = ${userId} AND d."createdAt" < ${instant(rangeEnd(range), zone)}
      GROUP BY 1
    ), firsts AS (
      SELECT min(d."createdAt") AS "first" FROM "dreams" d
      WHERE d."userId" = ${userId} AND d."mood" = ANY(${[...moods]}::text[])
      GROUP BY d."mood"
    )
    SELECT m."month",
           coalesce((SELECT sum(b."dreams") FROM buckets b WHERE b."month" <= m."month"), 0)::int AS "dreams",
           coalesce((SELECT sum(b."characters") FROM buckets b WHERE b."month" <= m."month"), 0)::float8 AS "characters",
           coalesce((SELECT sum(b."memory") FROM buckets b WHERE b."month" <= m."month"), 0)::float8 AS "memory",
           (SELECT count(*) FROM "dreams" d
            WHERE d."userId" = ${userId} AND d."createdAt" > m."ends" - interval '30 days' AND d."createdAt" <= m."ends")::int AS "recent",
           (SELECT count(*) FROM firsts f WHERE f."first" <= m."ends")::int AS "moods"
    FROM months m ORDER BY m."month"`;
}

// The calendar's days and the trends' aggregates, kept per local month in
// stats_month_cache, so that a journal of years costs a request what a month
// of it does: twelve kept rows, whatever the journal's size.
//
// A month's answer depends only on the dreams whose createdAt falls in it. Its
// row stores the month's bounds as UTC instants (`starts`, `ends`), and the
// triggers on dreams (migration stats_caches) delete every row of the user
// holding a written dream's old or new createdAt: a dream added, deleted, moved
// to another day, month, year or user, or its mood, lucid flag, symbols or
// length changed, by whatever code path, on whichever server. A time zone
// change gives other months: rows are keyed by zone, and a trigger on users
// deletes the old zone's. Nothing is kept in a process's memory.
//
// A month counted while a dream of it was being written must not be stored
// after that write's trigger has run. The same triggers bump
// dream_totals.generation (the row locked until the write commits) before they
// delete months: a month is stored only if the generation read before counting
// is still the row's, and the row is not locked by a write in progress
// (FOR SHARE SKIP LOCKED: a reader never waits for an import). A write whose
// trigger comes after the check waits for the store to commit, then deletes
// what it stored (READ COMMITTED, PostgreSQL's default and this project's). A
// user who never had a dream has no totals row, and nothing is stored for them.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { createdAt, instant, rangeEnd, type MonthRange } from "./queries";

type Column = "days" | "trends";

export interface Cached<T> {
  /** dream_totals.generation when read; null: no totals row yet. */
  generation: number | null;
  months: Map<string, T>;
}

/** The user's count and Dream Health sums of every dream before the end of the range asked for. */
export interface Totals {
  dreams: number;
  characters: number;
  memory: number;
}

interface Row {
  generation: number | null;
  month: string | null;
  data: string | null;
}

const columnOf = (column: Column) => Prisma.raw(`c."${column}"`);

/** One row per cached month (or one without a month), each with the generation, and `columns` from `joins`. */
function cachedRows(
  userId: number,
  zone: string,
  months: readonly string[],
  column: Column,
  columns = Prisma.empty,
  joins = Prisma.empty,
) {
  return Prisma.sql`
    SELECT t."generation", c."month", ${columnOf(column)}::text AS "data" ${columns}
    FROM (VALUES (1)) AS one
    LEFT JOIN "dream_totals" t ON t."userId" = ${userId}
    LEFT JOIN "stats_month_cache" c
      ON c."userId" = ${userId} AND c."timeZone" = ${zone} AND c."month" = ANY(${[...months]}::text[]) AND ${columnOf(column)} IS NOT NULL
    ${joins}`;
}

function collect<T>(rows: Row[]): Cached<T> {
  const months = new Map<string, T>();
  for (const row of rows) if (row.month && row.data) months.set(row.month, JSON.parse(row.data) as T);
  return { generation: rows[0]?.generation ?? null, months };
}

/** The calendar's days kept for these months ("YYYY-MM"). */
export async function cachedDays<T>(userId: number, zone: string, months: readonly string[]): Promise<Cached<T>> {
  return collect<T>(await db().$queryRaw<Row[]>(cachedRows(userId, zone, months, "days")));
}

/**
 * The trends kept for these months, and the totals up to the range's end, read
 * in one statement: one snapshot, so the totals agree with the rows (a write
 * deletes its month's row in the transaction that changes the totals). Dreams
 * after the range are summed here (none, for ranges up to this month).
 */
export async function cachedTrends<T>(
  userId: number,
  zone: string,
  months: readonly string[],
  range: MonthRange,
): Promise<Cached<T> & { upToEnd: Totals }> {
  const rows = await db().$queryRaw<(Row & Totals)[]>(
    cachedRows(
      userId,
      zone,
      months,
      "trends",
      Prisma.sql`, coalesce(t."dreams", 0) - after."dreams" AS "dreams",
        (coalesce(t."characters", 0) - after."characters")::float8 AS "characters",
        (coalesce(t."memory", 0) - after."memory")::float8 AS "memory"`,
      Prisma.sql`CROSS JOIN LATERAL (
        SELECT count(*)::int AS "dreams", coalesce(sum(d."contentLength"), 0) AS "characters", coalesce(sum(d."memoryScore"), 0) AS "memory"
        FROM "dreams" d WHERE d."userId" = ${userId} AND ${createdAt} >= ${instant(rangeEnd(range), zone)}
      ) AS after`,
    ),
  );
  const [first] = rows;
  return {
    ...collect<T>(rows),
    upToEnd: { dreams: first?.dreams ?? 0, characters: first?.characters ?? 0, memory: first?.memory ?? 0 },
  };
}

/**
 * Keeps these months' answers, unless a dream was written since `generation`
 * was read. Months that have not begun in `zone` are never kept: they hold no
 * history yet, and ranges reaching ahead (the calendar's next year, trends up
 * to a year on) would otherwise fill the table with rows of nothing.
 */
export async function storeMonths(
  userId: number,
  zone: string,
  generation: number | null,
  column: Column,
  entries: readonly { month: string; data: unknown }[],
): Promise<void> {
  if (generation === null || entries.length === 0) return;
  const month = Prisma.sql`(r."month" || '-01')::timestamp`;
  const target = Prisma.raw(`"${column}"`);
  await db().$executeRaw`
    INSERT INTO "stats_month_cache" ("userId", "timeZone", "month", "starts", "ends", ${target})
    SELECT ${userId}, ${zone}, r."month", ${instant(month, zone)}, ${instant(Prisma.sql`${month} + interval '1 month'`, zone)}, r."data"
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS r("month" text, "data" jsonb)
    WHERE ${instant(month, zone)} <= (now() AT TIME ZONE 'UTC')
      AND EXISTS (SELECT 1 FROM "dream_totals" t WHERE t."userId" = ${userId} AND t."generation" = ${generation} FOR SHARE SKIP LOCKED)
    ON CONFLICT ("userId", "timeZone", "month") DO UPDATE SET ${target} = EXCLUDED.${target}`;
}

// The calendar's streaks: runs of consecutive days (in the user's time zone)
// with at least one dream. Counting them reads the whole journal, so the
// answer is kept in streak_cache for the rest of the day, with the generation
// of the user's dream_totals it was counted at: it holds until one of the
// user's dreams is written (the trigger on dreams bumps that generation, the
// one counter every kept statistic checks, as lib/stats/month-cache.ts does),
// or until their time zone changes.
import "server-only";
import { db } from "@/lib/db";
import { createdAt, localTime } from "./queries";

export interface Streaks {
  current: number;
  longest: number;
}

interface Counted extends Streaks {
  today: string;
}

/**
 * Runs of consecutive local days with a dream (gaps and islands: a day minus
 * its rank is constant along a run), over the whole journal. The current run
 * is the one that reaches today or yesterday, counted up to today.
 */
async function count(userId: number, zone: string): Promise<Counted> {
  const [row] = await db().$queryRaw<Counted[]>`
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
           coalesce(max("untilToday") FILTER (WHERE "reachesToday"), 0)::int AS "current",
           (SELECT to_char(day, 'YYYY-MM-DD') FROM today) AS "today"
    FROM runs`;
  return row;
}

export async function countStreaks(userId: number, zone: string): Promise<Streaks> {
  const [kept] = await db().$queryRaw<
    { generation: number | null; current: number | null; longest: number | null; fresh: boolean }[]
  >`
    SELECT t."generation", s."current", s."longest",
           coalesce(s."generation" = t."generation" AND s."timeZone" = ${zone}
                    AND s."day" = (now() AT TIME ZONE ${zone})::date, false) AS "fresh"
    FROM (SELECT ${userId}::int AS "userId") AS u
    LEFT JOIN "dream_totals" t ON t."userId" = u."userId"
    LEFT JOIN "streak_cache" s ON s."userId" = u."userId"`;
  if (kept?.fresh && kept.current !== null && kept.longest !== null) return { current: kept.current, longest: kept.longest };
  const counted = await count(userId, zone);
  // Kept only if no dream changed since the generation was read: a write that
  // committed meanwhile moved it on, and one still running holds the totals row
  // (SKIP LOCKED: then nothing is kept). No totals row: no dream yet, nothing to keep.
  if (kept?.generation != null) {
    await db().$executeRaw`
      INSERT INTO "streak_cache" ("userId", "generation", "timeZone", "day", "current", "longest")
      SELECT ${userId}, ${kept.generation}, ${zone}, ${counted.today}::date, ${counted.current}, ${counted.longest}
      WHERE EXISTS (SELECT 1 FROM "dream_totals" t
                    WHERE t."userId" = ${userId} AND t."generation" = ${kept.generation} FOR SHARE SKIP LOCKED)
      ON CONFLICT ("userId") DO UPDATE
      SET "generation" = EXCLUDED."generation", "timeZone" = EXCLUDED."timeZone", "day" = EXCLUDED."day",
          "current" = EXCLUDED."current", "longest" = EXCLUDED."longest"`;
  }
  return { current: counted.current, longest: counted.longest };
}

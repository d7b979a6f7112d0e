// The calendar's streaks: runs of consecutive days (in the user's time zone)
// with at least one dream. Counting them reads the whole journal, so the
// answer is kept in streak_cache for the rest of the day, until one of the
// user's dreams is added, deleted or moved (a trigger bumps the row's
// generation), or until their time zone changes.
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
  await db().$executeRaw`INSERT INTO "streak_cache" ("userId") VALUES (${userId}) ON CONFLICT DO NOTHING`;
  const [kept] = await db().$queryRaw<{ generation: number; current: number | null; longest: number | null; fresh: boolean }[]>`
    SELECT "generation", "current", "longest",
           "timeZone" = ${zone} AND "day" = (now() AT TIME ZONE ${zone})::date AS "fresh"
    FROM "streak_cache" WHERE "userId" = ${userId}`;
  if (kept?.fresh && kept.current !== null && kept.longest !== null) return { current: kept.current, longest: kept.longest };
  const counted = await count(userId, zone);
  // Kept only if no dream changed since the generation was read: a write that
  // committed meanwhile bumped it (one still running holds the row until it does).
  await db().$executeRaw`
    UPDATE "streak_cache"
    SET "current" = ${counted.current}, "longest" = ${counted.longest}, "timeZone" = ${zone}, "day" = ${counted.today}::date
    WHERE "userId" = ${userId} AND "generation" = ${kept?.generation ?? -1}`;
  return { current: counted.current, longest: counted.longest };
}

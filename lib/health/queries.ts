import "server-only";
import { db } from "@/lib/db";

export interface MoodGroup {
  mood: string | null;
  dreams: number;
  recent: number;
  characters: number;
  memory: number;
}

/**
 * One aggregate per mood (at most eleven rows: ten moods and none), read from the covering index
 * dreams_health_idx: no dream text is touched, so 10,000 dreams cost about as
 * little as 10.
 */
export function moodGroups(userId: number): Promise<MoodGroup[]> {
  return db().$queryRaw<MoodGroup[]>`
    SELECT "mood",
           count(*)::int AS "dreams",
           (count(*) FILTER (WHERE "createdAt" > now() - interval '30 days'))::int AS "recent",
           sum("contentLength")::float8 AS "characters",
           sum("memoryScore")::float8 AS "memory"
    FROM "dreams" WHERE "userId" = ${userId}
    GROUP BY "mood"`;
}

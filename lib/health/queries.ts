import "server-only";
import { db } from "@/lib/db";
import type { HealthInputs } from "./score";

export interface HealthAggregates extends HealthInputs {
  totalDreams: number;
  /** The mood recorded most often (ties: the alphabetically first), or null. */
  topMood: string | null;
}

/** One aggregate query over the user's dreams; no dream text leaves the database. */
export async function healthAggregates(userId: number): Promise<HealthAggregates> {
  const [row] = await db.$queryRaw<
    { total: bigint; recent: bigint; avg_length: number | null; moods: bigint; avg_memory: number | null; top_mood: string | null }[]
  >`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE "createdAt" > now() - interval '30 days') AS recent,
           avg(char_length("content"))::float8 AS avg_length,
           count(DISTINCT "mood") AS moods,
           avg("memoryScore")::float8 AS avg_memory,
           mode() WITHIN GROUP (ORDER BY "mood") AS top_mood
    FROM "dreams" WHERE "userId" = ${userId}`;
  return {
    totalDreams: Number(row.total),
    recentDreams: Number(row.recent),
    averageLength: row.avg_length ?? 0,
    distinctMoods: Number(row.moods),
    averageMemoryChecks: row.avg_memory ?? 0,
    topMood: row.top_mood,
  };
}

import "server-only";
import { db } from "@/lib/db";
import type { HealthInputs } from "./score";

export interface HealthAggregates extends HealthInputs {
  totalDreams: number;
  /** The mood recorded most often (ties: the alphabetically first), or null. */
  topMood: string | null;
}

interface MoodGroup {
  mood: string | null;
  dreams: number;
  recent: number;
  characters: number;
  memory: number;
}

/**
 * One aggregate per mood (at most seven rows), read from the covering index
 * dreams_health_idx: no dream text is touched, so 10,000 dreams cost about as
 * little as 10. The groups are combined here.
 */
export async function healthAggregates(userId: number): Promise<HealthAggregates> {
  const groups = await db().$queryRaw<MoodGroup[]>`
    SELECT "mood",
           count(*)::int AS "dreams",
           (count(*) FILTER (WHERE "createdAt" > now() - interval '30 days'))::int AS "recent",
           sum("contentLength")::float8 AS "characters",
           sum("memoryScore")::float8 AS "memory"
    FROM "dreams" WHERE "userId" = ${userId}
    GROUP BY "mood"`;
  return combine(groups);
}

export function combine(groups: MoodGroup[]): HealthAggregates {
  const total = groups.reduce((n, g) => n + g.dreams, 0);
  const sum = (pick: (g: MoodGroup) => number) => groups.reduce((n, g) => n + pick(g), 0);
  const moods = groups
    .filter((g): g is MoodGroup & { mood: string } => g.mood !== null)
    .sort((a, b) => b.dreams - a.dreams || a.mood.localeCompare(b.mood));
  return {
    totalDreams: total,
    recentDreams: sum((g) => g.recent),
    averageLength: total ? sum((g) => g.characters) / total : 0,
    distinctMoods: moods.length,
    averageMemoryChecks: total ? sum((g) => g.memory) / total : 0,
    topMood: moods[0]?.mood ?? null,
  };
}

// Dream Health: the spec's score from per-mood aggregates of the journal.
import "server-only";
import { isMood, type Mood } from "@/lib/domain/moods";
import { moodGroups, type MoodGroup } from "./queries";
import type { Health } from "./schema";
import { healthScore, type HealthInputs } from "./score";

export interface HealthAggregates extends HealthInputs {
  totalDreams: number;
  /** The mood recorded most often (ties: the alphabetically first), or null. */
  topMood: Mood | null;
}

/** Folds the per-mood groups into the score's inputs. */
export function combine(groups: MoodGroup[]): HealthAggregates {
  const total = groups.reduce((n, g) => n + g.dreams, 0);
  const sum = (pick: (g: MoodGroup) => number) => groups.reduce((n, g) => n + pick(g), 0);
  const moods = groups
    .filter((g): g is MoodGroup & { mood: Mood } => isMood(g.mood))
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

export async function dreamHealth(userId: number): Promise<Health> {
  const aggregates = combine(await moodGroups(userId));
  return { ...healthScore(aggregates), totalDreams: aggregates.totalDreams, topMood: aggregates.topMood };
}

import { describe, expect, it } from "vitest";
import { MOODS } from "@/lib/domain/moods";
import { healthScore } from "./score";

describe("healthScore", () => {
  it("applies the spec's formulas", () => {
    // 12 recent dreams / 30 = 40; 250 chars / 500 = 50; 3 moods / 10 = 30; 3 of 4 checks = 75
    expect(healthScore({ recentDreams: 12, averageLength: 250, distinctMoods: 3, averageMemoryChecks: 3 })).toEqual({
      frequency: 40,
      length: 50,
      emotionalVariety: 30,
      memoryDetail: 75,
      overall: 49, // (40 + 50 + 30 + 75) / 4 = 48.75
    });
  });

  it("lets a journal that uses every mood reach 100% emotional variety, and the overall score 100", () => {
    // The spec divides by 10: the app offers ten moods, so the target can be met.
    expect(MOODS).toHaveLength(10);
    const everyMood = { recentDreams: 30, averageLength: 500, distinctMoods: MOODS.length, averageMemoryChecks: 4 };
    expect(healthScore(everyMood)).toEqual({
      frequency: 100,
      length: 100,
      emotionalVariety: 100,
      memoryDetail: 100,
      overall: 100,
    });
    // One mood short, variety is 90% and the overall score rounds from 97.5.
    expect(healthScore({ ...everyMood, distinctMoods: MOODS.length - 1 })).toMatchObject({ emotionalVariety: 90, overall: 98 });
  });

  it("caps every sub-score at 100", () => {
    const s = healthScore({ recentDreams: 90, averageLength: 5000, distinctMoods: 25, averageMemoryChecks: 4 });
    expect([s.frequency, s.length, s.emotionalVariety, s.memoryDetail, s.overall]).toEqual([100, 100, 100, 100, 100]);
  });

  it("is all zeros for an empty journal", () => {
    expect(healthScore({ recentDreams: 0, averageLength: 0, distinctMoods: 0, averageMemoryChecks: 0 }).overall).toBe(0);
  });

  it("rounds the overall from the unrounded sub-scores", () => {
    // 1/30 → 3.33…, 1/500 → 0.2, 1/10 → 10, 1/4 → 25: mean 9.63… → 10
    const s = healthScore({ recentDreams: 1, averageLength: 1, distinctMoods: 1, averageMemoryChecks: 1 });
    expect(s.frequency).toBe(3.3);
    expect(s.overall).toBe(10);
  });
});

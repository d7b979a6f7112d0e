import { describe, expect, it } from "vitest";
import { MAX_QUERIES, MIN_QUERIES, OFFSET_RANGE, OFFSET_STEP, planQueries, rankContextKeywords, type QueryPlan } from "./plan";
import { MOOD_PROFILES, profileFor } from "./profiles";
import { seededRandom } from "@/tests/fakes/seeded-random";
import { MOODS } from "./types";

const bySource = (plan: QueryPlan, source: string) => plan.queries.filter((query) => query.source === source);

describe("planQueries", () => {
  it("has 3 to 7 queries for every mood, seed and number of keywords", () => {
    const seen = new Set<number>();
    for (const mood of MOODS) {
      for (let seed = 1; seed <= 40; seed++) {
        const keywords = ["ocean", "forest", "walked", "brother", "lantern"].slice(0, seed % 6);
        const plan = planQueries(MOOD_PROFILES[mood], keywords, seededRandom(seed));
        seen.add(plan.queries.length);
        expect(plan.queries.length).toBeGreaterThanOrEqual(MIN_QUERIES);
        expect(plan.queries.length).toBeLessThanOrEqual(MAX_QUERIES);
        expect(bySource(plan, "term")).toHaveLength(3);
        expect(bySource(plan, "context").length).toBeLessThanOrEqual(2);
        expect(new Set(plan.queries.map((query) => query.q)).size).toBe(plan.queries.length);
      }
    }
    expect([...seen].sort()).toEqual([6, 7]);
  });

  it("takes 3 random search terms and 3 genres from the profile", () => {
    const profile = MOOD_PROFILES.sad;
    const plan = planQueries(profile, [], seededRandom(7));
    for (const { q } of bySource(plan, "term")) expect(profile.searchTerms).toContain(q);
    expect(plan.genres).toHaveLength(3);
    for (const genre of plan.genres) expect(profile.genres).toContain(genre);
    expect(bySource(plan, "genre").map(({ q }) => q)).toEqual(plan.genres.map((genre) => `genre:"${genre}"`));
  });

  it("makes room for two context queries by searching one genre less", () => {
    expect(planQueries(MOOD_PROFILES.happy, [], seededRandom(1)).queries).toHaveLength(6);
    const one = planQueries(MOOD_PROFILES.happy, ["ocean"], seededRandom(1));
    expect(one.queries).toHaveLength(7);
    expect(bySource(one, "genre")).toHaveLength(3);
    const two = planQueries(MOOD_PROFILES.happy, ["ocean", "forest", "castle"], seededRandom(1));
    expect(two.queries).toHaveLength(7);
    expect(bySource(two, "genre")).toHaveLength(2);
    const terms = bySource(two, "term").map(({ q }) => q);
    expect(bySource(two, "context").map(({ q }) => q)).toEqual([`ocean ${terms[0]}`, `forest ${terms[1]}`]);
  });

  it("steps offsets by 20 from a base in 0–999, wrapping at 1000", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { queries } = planQueries(MOOD_PROFILES.mysterious, ["ocean", "forest"], seededRandom(seed));
      const base = queries[0]?.offset ?? -1;
      expect(base).toBeGreaterThanOrEqual(0);
      expect(base).toBeLessThan(OFFSET_RANGE);
      queries.forEach((query, i) => expect(query.offset).toBe((base + OFFSET_STEP * i) % OFFSET_RANGE));
    }
    const high = planQueries(MOOD_PROFILES.peaceful, ["ocean"], () => 0.95);
    expect(high.queries.map(({ offset }) => offset)).toEqual([950, 970, 990, 10, 30, 50, 70]);
  });

  it("is deterministic for an injected random and varies with it", () => {
    const a = planQueries(profileFor("excited"), ["storm"], seededRandom(42));
    const b = planQueries(profileFor("excited"), ["storm"], seededRandom(42));
    expect(a).toEqual(b);
    const others = [1, 2, 3, 4, 5].map((seed) =>
      JSON.stringify(planQueries(profileFor("excited"), ["storm"], seededRandom(seed))),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it("survives a random source that returns 1", () => {
    const { queries } = planQueries(MOOD_PROFILES.sad, [], () => 1);
    expect(queries).toHaveLength(6);
    for (const { offset } of queries) expect(offset).toBeLessThan(OFFSET_RANGE);
  });
});

describe("rankContextKeywords", () => {
  it("puts dream imagery first and leaves out the app's own words", () => {
    expect(rankContextKeywords(["playlist", "yesterday", "walked", "ocean", "dream", "лісом"])).toEqual([
      "ocean",
      "лісом",
      "yesterday",
      "walked",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { SEARCH_TERMS_PER_PLAN, GENRES_PER_PLAN } from "./plan";
import { DEFAULT_MOOD, MOOD_PROFILES, normalizeMood, profileFor } from "./profiles";
import { MOODS } from "./types";

describe("MOOD_PROFILES", () => {
  it("has the spec's tempo and energy hints", () => {
    const hints = (mood: keyof typeof MOOD_PROFILES) => {
      const { minTempo, maxTempo, minEnergy, maxEnergy } = MOOD_PROFILES[mood];
      return { minTempo, maxTempo, minEnergy, maxEnergy };
    };
    expect(hints("happy")).toEqual({ minTempo: 120, maxTempo: undefined, minEnergy: 0.7, maxEnergy: undefined });
    expect(hints("peaceful")).toEqual({ minTempo: undefined, maxTempo: 90, minEnergy: undefined, maxEnergy: 0.4 });
    expect(hints("mysterious")).toEqual({ minTempo: undefined, maxTempo: undefined, minEnergy: 0.3, maxEnergy: 0.6 });
    expect(hints("excited")).toEqual({ minTempo: 130, maxTempo: undefined, minEnergy: 0.8, maxEnergy: undefined });
    expect(hints("sad")).toEqual({ minTempo: undefined, maxTempo: 100, minEnergy: undefined, maxEnergy: 0.4 });
  });

  it("gives anxious a profile of its own, between sad and excited", () => {
    const anxious = MOOD_PROFILES.anxious;
    expect(anxious).not.toBe(MOOD_PROFILES.peaceful);
    expect(anxious.minEnergy).toBeGreaterThan(MOOD_PROFILES.sad.maxEnergy ?? 1);
    expect(anxious.maxEnergy).toBeLessThan(MOOD_PROFILES.excited.minEnergy ?? 0);
  });

  it("gives each of the four newer moods a profile of its own that matches it", () => {
    const { confused, angry, frightened, nostalgic, anxious, excited, sad } = MOOD_PROFILES;
    const profiles = MOODS.map((mood) => MOOD_PROFILES[mood]);
    expect(new Set(profiles).size).toBe(MOODS.length);
    // Angry drives hardest; frightened creeps where anxious races; nostalgic is warmer than sad, with a little more energy.
    expect(angry.minEnergy).toBeGreaterThan(excited.minEnergy ?? 1);
    expect(frightened.maxTempo).toBeLessThanOrEqual(anxious.minTempo ?? 0);
    expect(nostalgic.maxEnergy).toBeGreaterThan(sad.maxEnergy ?? 1);
    expect(confused.minEnergy).toBeLessThan(confused.maxEnergy ?? 0);
    for (const [mood, term] of [
      ["confused", "confused"],
      ["angry", "angry"],
      ["frightened", "scary"],
      ["nostalgic", "nostalgic"],
    ] as const) {
      expect(MOOD_PROFILES[mood].searchTerms).toContain(term);
    }
    // The words of one mood do not turn up in another's searches.
    const owners = new Map<string, string>();
    for (const mood of MOODS) {
      for (const term of MOOD_PROFILES[mood].searchTerms) {
        expect(owners.get(term), `${term} in ${mood}`).toBeUndefined();
        owners.set(term, mood);
      }
    }
  });

  it.each(MOODS)("%s has enough distinct genres and search terms for a plan", (mood) => {
    const { genres, searchTerms } = MOOD_PROFILES[mood];
    expect(new Set(genres).size).toBe(genres.length);
    expect(new Set(searchTerms).size).toBe(searchTerms.length);
    expect(genres.length).toBeGreaterThanOrEqual(GENRES_PER_PLAN);
    expect(searchTerms.length).toBeGreaterThanOrEqual(SEARCH_TERMS_PER_PLAN);
    for (const text of [...genres, ...searchTerms]) expect(text).toBe(text.trim().toLowerCase());
  });
});

describe("profileFor", () => {
  it("is case-insensitive and trimmed", () => {
    expect(profileFor("  HaPpY \n")).toBe(MOOD_PROFILES.happy);
    expect(profileFor("Excited")).toBe(MOOD_PROFILES.excited);
    expect(profileFor(" FRIGHTENED")).toBe(MOOD_PROFILES.frightened);
  });

  it("uses peaceful for unknown, blank and missing moods", () => {
    for (const mood of ["bored", "", "   ", null, undefined, "toString", "__proto__"]) {
      expect(profileFor(mood)).toBe(MOOD_PROFILES.peaceful);
    }
    expect(DEFAULT_MOOD).toBe("peaceful");
  });
});

describe("normalizeMood", () => {
  it("trims and lower-cases, keeping unknown moods as written", () => {
    expect(normalizeMood(" Sad ")).toBe("sad");
    expect(normalizeMood("Bored")).toBe("bored");
    expect(normalizeMood("  ")).toBe("peaceful");
    expect(normalizeMood(undefined)).toBe("peaceful");
  });
});

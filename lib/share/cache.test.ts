import { beforeEach, describe, expect, it } from "vitest";
import { cachedShared, cacheShared, forgetAllShared, forgetSharedDream, type SharedEntry } from "./cache";

const entry = (dreamId: number): SharedEntry => ({
  dreamId,
  title: `Dream ${dreamId}`,
  content: "text",
  interpretation: null,
  mood: null,
  language: "en",
  createdAt: new Date(0),
});

describe("the shared-dream cache", () => {
  beforeEach(() => forgetAllShared());

  it("answers what it was given, and forgets a dream by its id", () => {
    cacheShared("share-a", entry(1));
    cacheShared("share-b", entry(2));
    expect(cachedShared("share-a")?.title).toBe("Dream 1");
    forgetSharedDream(1);
    expect(cachedShared("share-a")).toBeUndefined();
    expect(cachedShared("share-b")?.title).toBe("Dream 2");
  });

  it("forgets a dream's old link when it is cached under a new one", () => {
    cacheShared("old", entry(3));
    cacheShared("new", entry(3));
    forgetSharedDream(3);
    expect(cachedShared("new")).toBeUndefined();
  });

  it("keeps at most 2,000 dreams, dropping the least recently read", () => {
    for (let i = 0; i < 2_000; i++) cacheShared(`s${i}`, entry(i));
    expect(cachedShared("s0")).toBeDefined(); // read: now the most recent
    cacheShared("s2000", entry(2_000));
    expect(cachedShared("s0")).toBeDefined();
    expect(cachedShared("s1")).toBeUndefined();
    expect(cachedShared("s2000")).toBeDefined();
  });
});

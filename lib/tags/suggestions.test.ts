import { describe, expect, it } from "vitest";
import { suggestedTags } from "./suggestions";

const dream = {
  title: "The snake",
  content: "I swam in cold water while a snake chased me.",
  interpretation: "Water and a snake…",
  interpretationLanguage: "uk",
  tags: [] as string[],
};

describe("suggested tags", () => {
  it("are the interpretation's symbols, in its language", () => {
    const names = suggestedTags(dream);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(names.some((name) => /змі/i.test(name))).toBe(true);
  });

  it("leave out the dream's tags, whatever their case", () => {
    const first = suggestedTags(dream)[0] ?? "";
    expect(suggestedTags({ ...dream, tags: [first.toUpperCase()] })).not.toContain(first);
  });

  it("are none without an interpretation, or in an unknown language", () => {
    expect(suggestedTags({ ...dream, interpretation: null })).toEqual([]);
    expect(suggestedTags({ ...dream, interpretationLanguage: null })).toEqual([]);
  });
});

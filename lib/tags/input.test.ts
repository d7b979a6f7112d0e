import { describe, expect, it } from "vitest";
import { addTag, addTags } from "./input";

describe("adding a tag in the dream form", () => {
  it("adds a tag as shown, and nothing for empty text", () => {
    expect(addTag(["sea"], "  Flying  high ")).toEqual({ tags: ["sea", "Flying high"] });
    expect(addTag(["sea"], "   ")).toEqual({ tags: ["sea"] });
    expect(addTag([], "\u200b")).toEqual({ tags: [] });
  });

  it("refuses the same tag again (case and accents ignored), a long one and a 21st", () => {
    expect(addTag(["Rêve"], "REVE")).toEqual({ refused: "tagsDuplicate" });
    expect(addTag([], "x".repeat(33))).toEqual({ refused: "tagTooLong" });
    expect(addTag([], "x".repeat(32))).toEqual({ tags: ["x".repeat(32)] });
    const twenty = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
    expect(addTag(twenty, "one more")).toEqual({ refused: "tagsTooMany" });
  });

  it("adds several typed with commas, stopping at the first refusal", () => {
    expect(addTags([], ["sea", " ", "moon"])).toEqual({ tags: ["sea", "moon"], refused: null, pending: [] });
    expect(addTags(["sea"], ["moon", "SEA", "sun"])).toEqual({
      tags: ["sea", "moon"],
      refused: "tagsDuplicate",
      pending: ["SEA", "sun"],
    });
  });
});

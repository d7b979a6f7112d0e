import { describe, expect, it } from "vitest";
import { displayTag, tagKey } from "./name";

describe("tag names", () => {
  it("shows a tag trimmed, with one space between words, in the case written", () => {
    expect(displayTag("  Flying \n  high ")).toBe("Flying high");
  });

  it("treats case, Latin accents and stress marks as the same tag, and keeps Cyrillic letters apart", () => {
    expect(tagKey("FLYING")).toBe(tagKey(" flying "));
    expect(tagKey("Rêve lucide")).toBe(tagKey("reve LUCIDE"));
    expect(tagKey("Straße")).toBe(tagKey("STRASSE"));
    expect(tagKey("За\u0301мок")).toBe(tagKey("замок"));
    expect(tagKey("Їжак")).not.toBe(tagKey("Іжак"));
    expect(tagKey("Йога")).not.toBe(tagKey("Иога"));
  });
});

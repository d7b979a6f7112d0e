import { describe, expect, it } from "vitest";
import { listOf } from "@/lib/text/compose";

describe("listOf", () => {
  it("joins a list the way the language does", () => {
    expect(listOf(["water", "stairs", "dog"], "en")).toBe("water, stairs, and dog");
    expect(listOf(["l’eau", "le chien"], "fr")).toBe("l’eau et le chien");
    expect(listOf(["Wasser"], "de")).toBe("Wasser");
  });

  it("takes the Ukrainian «й» after a vowel, «і» after a consonant or before й, є, ї, ю, я", () => {
    expect(listOf(["вода", "місто", "море"], "uk")).toBe("вода, місто й море");
    expect(listOf(["час доби", "інші люди"], "uk")).toBe("час доби й інші люди");
    expect(listOf(["ліс", "поле"], "uk")).toBe("ліс і поле");
    expect(listOf(["море", "яблуко"], "uk")).toBe("море і яблуко");
    expect(listOf(["«Paul»", "«parlait»"], "uk")).toBe("«Paul» і «parlait»");
  });
});

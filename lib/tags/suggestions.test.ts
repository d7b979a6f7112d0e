import { describe, expect, it } from "vitest";
import { suggestedTags, tagSymbols } from "./suggestions";

const dream = {
  title: "The snake",
  content: "I swam in cold water while a snake chased me.",
  interpretation: "Water and a snake…",
  interpretationLanguage: "uk",
  tags: [] as string[],
};

const sea = {
  title: "Море",
  content: "Я плив у морі, вода була холодна, а змія гналася за мною.",
  interpretation: "Море, вода і змія…",
  interpretationLanguage: "uk",
  tags: [] as string[],
};

const forest = {
  title: "La forêt",
  content: "Je marchais dans la forêt près de la mer, l'eau était froide.",
  interpretation: "La forêt…",
  interpretationLanguage: "fr",
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

  it("leave out the dream's tags whatever their accents or Unicode form", () => {
    expect(suggestedTags(forest)).toContain("Forêt");
    expect(suggestedTags({ ...forest, tags: ["FORET"] })).not.toContain("Forêt");
    expect(suggestedTags({ ...forest, tags: ["Fore\u0302t"] })).not.toContain("Forêt");
  });

  it("leave out a symbol the dream's tags name in another language", () => {
    expect(suggestedTags(sea)).toEqual(expect.arrayContaining(["Море", "Вода", "Змія"]));
    const tagged = suggestedTags({ ...sea, tags: ["water", "Snake"] });
    expect(tagged).not.toContain("Вода");
    expect(tagged).not.toContain("Змія");
    expect(tagged).toContain("Море");
    expect(suggestedTags({ ...forest, tags: ["Wasser"] })).not.toContain("Eau");
    expect(suggestedTags({ ...forest, tags: ["el agua"] })).not.toContain("Eau");
  });

  it("treat two words as one tag where the lexicon reads one symbol, and keep symbols it keeps apart", () => {
    // The lexicon reads "ocean" (and Meer, море, mer) as the sea…
    expect(tagSymbols("ocean")).toEqual(["sea"]);
    expect(tagSymbols("Meer")).toEqual(["sea"]);
    expect(suggestedTags({ ...sea, tags: ["ocean"] })).not.toContain("Море");
    expect(suggestedTags({ ...forest, tags: ["Ocean"] })).not.toContain("Mer");
    // …but the sea is not water: "Sea" stays a suggestion beside "water".
    expect(tagSymbols("water")).toEqual(["water"]);
    expect(suggestedTags({ ...forest, tags: ["water"] })).toEqual(expect.arrayContaining(["Mer", "Forêt"]));
    expect(suggestedTags({ ...forest, tags: ["water"] })).not.toContain("Eau");
  });

  it("leave out each symbol a longer tag names", () => {
    const names = suggestedTags({ ...sea, tags: ["Змія біля моря"] });
    expect(names).not.toContain("Море");
    expect(names).not.toContain("Змія");
    expect(names).toContain("Вода");
  });

  it("keep a tag no symbol is read in out of the way", () => {
    expect(suggestedTags({ ...sea, tags: ["ніч", "Tuesday"] })).toEqual(suggestedTags(sea));
  });

  it("are none without an interpretation, or in an unknown language", () => {
    expect(suggestedTags({ ...dream, interpretation: null })).toEqual([]);
    expect(suggestedTags({ ...dream, interpretationLanguage: null })).toEqual([]);
  });
});

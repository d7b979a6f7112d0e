import { describe, expect, it } from "vitest";
import { SYMBOLS } from "@/lib/symbols/lexicon";
import { interpretWithBuiltIn } from "@/lib/ai/service";
import { derivedFields } from "./derived";
import { SYMBOLS_MAX } from "@/lib/symbols/ranking";
import { lexiconIds, symbolFields, SYMBOLS_VERSION } from "./symbols";

describe("a dream's symbols", () => {
  it("are those its offline interpretation names, most salient first, in any language", () => {
    expect(symbolFields("Teeth", "My teeth were falling out by the sea.")).toEqual({
      symbols: ["losing-teeth", "sea"],
      symbolsVersion: SYMBOLS_VERSION,
    });
    expect(symbolFields("Сон", "Я летів над морем.").symbols).toEqual(expect.arrayContaining(["flying", "sea"]));
    expect(symbolFields("Nothing", "I do not remember.").symbols).toEqual([]);
  });

  it("have ids without spaces, which the SQL batches use as separators", () => {
    for (const symbol of SYMBOLS) expect(symbol.id).toMatch(/^\S+$/);
  });
});

describe("the symbols a provider names", () => {
  it("are read into lexicon ids in any language, in the provider's order, each once", () => {
    expect(lexiconIds(["змія", "an old house", "Schlange", "the sea"])).toEqual(["snake", "house", "sea"]);
  });

  it("leave out what the lexicon does not know, and keep at most SYMBOLS_MAX", () => {
    expect(lexiconIds(["change", "a feeling of déjà vu"])).toEqual([]);
    const many = ["water", "fire", "snake", "house", "sea", "teeth", "flying", "forest", "mother", "car", "dog", "rain"];
    expect(lexiconIds(many)).toHaveLength(SYMBOLS_MAX);
  });
});

describe("one ranking per save", () => {
  it("the built-in interpretation names the dream's own ranking, which the save keeps without ranking again", () => {
    const title = "Teeth";
    const content = "My teeth were falling out by the sea.";
    const built = interpretWithBuiltIn({ title, content, mood: null, language: "en" });
    expect(built.symbols).toEqual(symbolFields(title, content).symbols);
    const given = { symbols: ["given"], symbolsVersion: SYMBOLS_VERSION };
    expect(derivedFields(title, content, new Date(0), given)).toMatchObject(given);
  });
});

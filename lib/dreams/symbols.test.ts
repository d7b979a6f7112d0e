import { describe, expect, it } from "vitest";
import { SYMBOLS } from "@/lib/ai/offline/lexicon";
import { symbolFields, SYMBOLS_VERSION } from "./symbols";

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

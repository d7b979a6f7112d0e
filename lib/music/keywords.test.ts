import { describe, expect, it } from "vitest";
import { contextKeywords, dreamWords, STOP_WORDS } from "./keywords";

describe("contextKeywords", () => {
  it("follows the spec's rule: lower case, no punctuation, longer than 3, no fillers", () => {
    expect(contextKeywords("I Walked, with my DOG, from THAT old house: this have your sea!")).toEqual(["walked", "house"]);
    expect([...STOP_WORDS]).toEqual(["with", "from", "that", "this", "have", "your"]);
  });

  it("keeps each keyword once, in order of first appearance, across texts", () => {
    expect(contextKeywords("Forest, forest... FOREST", null, "dark forest river", undefined)).toEqual([
      "forest",
      "dark",
      "river",
    ]);
  });

  it("keeps Cyrillic and accented letters, which \\w would strip", () => {
    expect(contextKeywords("Я бачив МОРЕ, і хвилі!")).toEqual(["бачив", "море", "хвилі"]);
    expect(contextKeywords("Träume über Wälder und Flüsse.")).toEqual(["träume", "über", "wälder", "flüsse"]);
    expect(contextKeywords("¿Soñé con el océano? ¡Sí!")).toEqual(["soñé", "océano"]);
  });

  it("drops a French elision instead of gluing it to the noun", () => {
    expect(contextKeywords("J'ai vu l'océan et qu'importe l’étoile")).toEqual(["océan", "importe", "étoile"]);
  });

  it("joins apostrophes inside words, whichever apostrophe was typed", () => {
    expect(contextKeywords("Don't stop; п'ять м’ятних пʼявок п`явок")).toEqual(["dont", "stop", "пять", "мятних", "пявок"]);
  });

  it("separates words that punctuation joined without a space", () => {
    expect(contextKeywords("sea—waves forest/river end.Next")).toEqual(["waves", "forest", "river", "next"]);
  });

  it("removes symbols and emoji, and normalises decomposed accents", () => {
    expect(contextKeywords("🌊🌊 ocean 🌙 «moon» #night $$$")).toEqual(["ocean", "moon", "night"]);
    expect(contextKeywords("cafe\u0301 café")).toEqual(["café"]);
  });

  it("keeps digits, which are not punctuation, and folds stress marks and ß", () => {
    expect(contextKeywords("1999: ра\u0301нок, Straße")).toEqual(["1999", "ранок", "strasse"]);
  });

  it("is empty for empty or tiny texts", () => {
    expect(contextKeywords()).toEqual([]);
    expect(contextKeywords("", "   ", "a an the of")).toEqual([]);
  });
});

describe("dreamWords", () => {
  it("keeps short words and repeats", () => {
    expect(dreamWords("The sea, the SEA; la mar")).toEqual(["the", "sea", "the", "sea", "la", "mar"]);
  });
});

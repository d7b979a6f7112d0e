import { describe, expect, it } from "vitest";
import { languageAlternates, sitemapEntries } from "./alternates";

const BASE = "https://dreams.example";

describe("languageAlternates", () => {
  it("names every language's version with an absolute URL, and English as x-default", () => {
    expect(languageAlternates(BASE, "/about")).toEqual({
      en: "https://dreams.example/about",
      uk: "https://dreams.example/uk/about",
      fr: "https://dreams.example/fr/about",
      de: "https://dreams.example/de/about",
      es: "https://dreams.example/es/about",
      "x-default": "https://dreams.example/about",
    });
  });

  it("gives the home page its languages' homes", () => {
    expect(languageAlternates(BASE, "/")).toMatchObject({ en: "https://dreams.example/", uk: "https://dreams.example/uk" });
  });
});

describe("sitemapEntries", () => {
  it("lists each page once per language, every entry with the same full set of alternates", () => {
    const entries = sitemapEntries(BASE, [
      { path: "/about", priority: 0.8 },
      { path: "/help", priority: 0.6 },
    ]);
    expect(entries.map((e) => e.url)).toEqual([
      "https://dreams.example/about",
      "https://dreams.example/uk/about",
      "https://dreams.example/fr/about",
      "https://dreams.example/de/about",
      "https://dreams.example/es/about",
      "https://dreams.example/help",
      "https://dreams.example/uk/help",
      "https://dreams.example/fr/help",
      "https://dreams.example/de/help",
      "https://dreams.example/es/help",
    ]);
    const aboutSets = entries.slice(0, 5).map((e) => e.alternates.languages);
    for (const set of aboutSets) expect(set).toEqual(aboutSets[0]);
    expect(Object.keys(aboutSets[0] ?? {})).toEqual(["en", "uk", "fr", "de", "es", "x-default"]);
  });
});

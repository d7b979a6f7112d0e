import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue";
import { suggestionSchema } from "./schema";
import { MAX_PER_COMPOSER, suggestFromCatalogue } from "./suggest-catalogue";
import { seededRandom } from "@/tests/fakes/seeded-random";
import { type Theme } from "./theme-lexicon";
import { MOODS } from "./types";

const pieceOf = (id: string) => {
  const piece = CATALOGUE.find((candidate) => candidate.id === id);
  if (!piece) throw new Error(`no piece ${id}`);
  return piece;
};
const hasTheme = (id: string, themes: readonly Theme[]) => pieceOf(id).themes.some((theme) => themes.includes(theme));

describe("suggestFromCatalogue", () => {
  it.each(MOODS)("suggests ten distinct %s pieces as a valid suggestion", (mood) => {
    const suggestion = suggestFromCatalogue({ mood }, { random: seededRandom(3) });
    expect(suggestionSchema.parse(suggestion)).toEqual(suggestion);
    expect(suggestion.attributes.mood).toBe(mood);
    const ids = suggestion.suggestedTracks.map((track) => track.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(pieceOf(id).moods).toContain(mood);
    expect(suggestion.attributes.genres).toEqual([...new Set(suggestion.suggestedTracks.map((track) => track.genre))]);
  });

  it("is the same for the same random sequence and differs between calls", () => {
    const input = { mood: "sad", dreamText: "A quiet walk" };
    const a = suggestFromCatalogue(input, { random: seededRandom(11) });
    expect(suggestFromCatalogue(input, { random: seededRandom(11) })).toEqual(a);
    const sets = [1, 2, 3, 4, 5].map((seed) =>
      suggestFromCatalogue(input, { random: seededRandom(seed) })
        .suggestedTracks.map((track) => track.id)
        .sort()
        .join(),
    );
    expect(new Set(sets).size).toBe(sets.length);
  });

  it("treats the mood case-insensitively and uses peaceful pieces for unknown moods", () => {
    const known = suggestFromCatalogue({ mood: "  ANXIOUS " }, { random: seededRandom(5) });
    expect(known.attributes.mood).toBe("anxious");
    for (const track of known.suggestedTracks) expect(pieceOf(track.id).moods).toContain("anxious");
    const unknown = suggestFromCatalogue({ mood: "Bored" }, { random: seededRandom(5) });
    expect(unknown.attributes.mood).toBe("bored");
    for (const track of unknown.suggestedTracks) expect(pieceOf(track.id).moods).toContain("peaceful");
  });

  it.each([
    ["en", "I swam in the sea under the full moon"],
    ["uk", "Я плавав у морі під повним місяцем"],
    ["fr", "J'ai nagé dans la mer sous la pleine lune"],
    ["de", "Ich schwamm im Meer unter dem Vollmond"],
    ["es", "Nadé en el mar bajo la luna llena"],
  ])("puts pieces that match the dream first (%s)", (_language, dreamText) => {
    const themes: Theme[] = ["sea", "moon"];
    const matching = CATALOGUE.filter((piece) => piece.moods.includes("peaceful") && hasTheme(piece.id, themes)).length;
    for (let seed = 1; seed <= 5; seed++) {
      const ids = suggestFromCatalogue({ mood: "peaceful", dreamText }, { random: seededRandom(seed) }).suggestedTracks.map(
        (track) => track.id,
      );
      const expected = Math.min(10, matching);
      expect(ids.slice(0, expected).every((id) => hasTheme(id, themes))).toBe(true);
    }
  });

  it("ranks pieces matching more of the dream's themes higher", () => {
    const dreamText = "At night the moon shone on the sea";
    const ids = suggestFromCatalogue({ mood: "mysterious", dreamText }, { random: seededRandom(9) }).suggestedTracks.map(
      (track) => track.id,
    );
    const scores = ids.map((id) => pieceOf(id).themes.filter((theme) => ["night", "moon", "sea"].includes(theme)).length);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThanOrEqual(2);
  });

  it("reads name and description too", () => {
    const ids = suggestFromCatalogue(
      { mood: "happy", name: "Dancing Playlist", description: "Music for the dream Dancing" },
      { random: seededRandom(2) },
    ).suggestedTracks.map((track) => track.id);
    expect(ids.slice(0, 10).every((id) => hasTheme(id, ["dance"]))).toBe(true);
  });

  it("varies the composers when the dream does not ask for one", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const tracks = suggestFromCatalogue({ mood: "excited" }, { random: seededRandom(seed) }).suggestedTracks;
      const counts = new Map<string, number>();
      for (const track of tracks) counts.set(track.artist, (counts.get(track.artist) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(MAX_PER_COMPOSER);
    }
  });
});

import { describe, expect, it } from "vitest";
import { CATALOGUE, pieceToTrack, piecesFor } from "./catalogue";
import { DURATION_PATTERN } from "./duration";
import { trackSchema } from "./schema";
import { THEMES } from "./theme-lexicon";
import { MOODS } from "./types";

const seconds = (duration: string) => {
  const [minutes = 0, secs = 0] = duration.split(":").map(Number);
  return minutes * 60 + secs;
};

describe("the built-in catalogue", () => {
  it("has at least 150 pieces and at least 20 for every mood", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(150);
    for (const mood of MOODS) expect(piecesFor(mood).length, mood).toBeGreaterThanOrEqual(20);
  });

  it("has at least 5 pieces that fit each mood best (named first), not only pieces that also fit it", () => {
    for (const mood of MOODS) expect(CATALOGUE.filter((piece) => piece.moods[0] === mood).length, mood).toBeGreaterThanOrEqual(5);
  });

  it("has no duplicates, by id or by title and composer", () => {
    expect(new Set(CATALOGUE.map((piece) => piece.id)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((piece) => `${piece.composer}|${piece.title.toLowerCase()}`)).size).toBe(CATALOGUE.length);
  });

  it("has stable, URL-safe ids made of the composer key and the title", () => {
    for (const piece of CATALOGUE) expect(piece.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(CATALOGUE.map((piece) => piece.id)).toContain("debussy-suite-bergamasque-iii-clair-de-lune");
  });

  it("has only composers who died before 1955", () => {
    for (const piece of CATALOGUE) expect(piece.died, piece.composer).toBeLessThan(1955);
  });

  it("gives typical durations as m:ss, between half a minute and half an hour", () => {
    for (const piece of CATALOGUE) {
      expect(piece.duration, piece.title).toMatch(DURATION_PATTERN);
      expect(seconds(piece.duration), piece.title).toBeGreaterThanOrEqual(30);
      expect(seconds(piece.duration), piece.title).toBeLessThanOrEqual(30 * 60);
    }
  });

  it("tags every piece with known moods and themes, without repeats", () => {
    for (const piece of CATALOGUE) {
      expect(piece.moods.length, piece.title).toBeGreaterThan(0);
      expect(piece.themes.length, piece.title).toBeGreaterThan(0);
      expect(new Set(piece.moods).size).toBe(piece.moods.length);
      expect(new Set(piece.themes).size).toBe(piece.themes.length);
      for (const mood of piece.moods) expect(MOODS).toContain(mood);
      for (const theme of piece.themes) expect(THEMES).toContain(theme);
    }
  });

  it("links every piece to a Spotify search for its title and composer", () => {
    for (const piece of CATALOGUE) {
      const url = new URL(piece.spotifyUrl);
      expect(url.protocol).toBe("https:");
      expect(url.host).toBe("open.spotify.com");
      expect(url.pathname.startsWith("/search/")).toBe(true);
      expect(decodeURIComponent(url.pathname.slice("/search/".length))).toBe(`${piece.title} ${piece.composer}`);
    }
  });

  it("turns pieces into valid tracks without a preview", () => {
    for (const piece of CATALOGUE) {
      const track = pieceToTrack(piece);
      expect(trackSchema.parse(track)).toEqual(track);
      expect(track.previewUrl).toBeNull();
      expect(track.artist).toBe(piece.composer);
    }
  });

  it("uses every theme for at least two pieces, so no dream image is a dead end", () => {
    for (const theme of THEMES)
      expect(CATALOGUE.filter((piece) => piece.themes.includes(theme)).length, theme).toBeGreaterThanOrEqual(2);
  });
});

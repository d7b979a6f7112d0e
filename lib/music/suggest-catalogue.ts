import { CATALOGUE, pieceToTrack, type Piece } from "./catalogue";
import { MAX_TRACKS } from "./plan";
import { DEFAULT_MOOD, normalizeMood } from "./profiles";
import { dreamThemes } from "./themes";
import { isMood, type Mood, type Random, type Suggestion, type SuggestionInput } from "./types";

/** Pieces from one composer, unless the dream itself asks for more of them. */
export const MAX_PER_COMPOSER = 2;
// How much being the piece's first mood weighs against chance (a random key in [0, 1)).
const FIRST_MOOD_BONUS = 0.35;

export interface CatalogueOptions {
  random?: Random;
}

interface Ranked {
  piece: Piece;
  matches: number;
  key: number;
}

/**
 * About ten public-domain pieces for a mood, without Spotify. Pieces whose
 * themes the dream mentions come first (the more themes, the earlier); chance
 * orders the rest, so two playlists for the same mood differ. At most two
 * pieces per composer unless they match the dream.
 */
export function suggestFromCatalogue(input: SuggestionInput, { random = Math.random }: CatalogueOptions = {}): Suggestion {
  const mood = normalizeMood(input.mood);
  const catalogueMood: Mood = isMood(mood) ? mood : DEFAULT_MOOD;
  const themes = dreamThemes(input.dreamText, input.description, input.name);

  const ranked: Ranked[] = CATALOGUE.filter((piece) => piece.moods.includes(catalogueMood)).map((piece) => ({
    piece,
    matches: piece.themes.filter((theme) => themes.has(theme)).length,
    key: random() + (piece.moods[0] === catalogueMood ? FIRST_MOOD_BONUS : 0),
  }));
  ranked.sort((a, b) => b.matches - a.matches || b.key - a.key);

  const picked = pick(ranked, MAX_TRACKS);
  return {
    attributes: { mood, genres: [...new Set(picked.map((piece) => piece.genre))] },
    suggestedTracks: picked.map(pieceToTrack),
  };
}

function pick(ranked: readonly Ranked[], count: number): Piece[] {
  const picked: Piece[] = [];
  const chosen = new Set<string>();
  const perComposer = new Map<string, number>();
  for (const { piece, matches } of ranked) {
    if (picked.length >= count) break;
    const already = perComposer.get(piece.composer) ?? 0;
    if (matches === 0 && already >= MAX_PER_COMPOSER) continue;
    picked.push(piece);
    chosen.add(piece.id);
    perComposer.set(piece.composer, already + 1);
  }
  // Only a mood with very few composers could leave room; fill it rather than return less.
  for (const { piece } of ranked) {
    if (picked.length >= count) break;
    if (!chosen.has(piece.id)) {
      picked.push(piece);
      chosen.add(piece.id);
    }
  }
  return picked;
}

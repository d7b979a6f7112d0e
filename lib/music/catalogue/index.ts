import { type Mood, type Track } from "../types";
import { BAROQUE_AND_CLASSICAL } from "./baroque-classical";
import { CENTRAL_EASTERN_AND_NORDIC } from "./central-eastern-nordic";
import { FRENCH_AND_ITALIAN } from "./french-italian";
import { GERMAN_AND_AUSTRIAN } from "./german-austrian";
import { IBERIAN_ENGLISH_AND_AMERICAN } from "./iberian-english-american";
import { type Piece } from "./piece";
import { RUSSIAN } from "./russian";

export type { Piece } from "./piece";

export const CATALOGUE: readonly Piece[] = [
  ...BAROQUE_AND_CLASSICAL,
  ...GERMAN_AND_AUSTRIAN,
  ...FRENCH_AND_ITALIAN,
  ...RUSSIAN,
  ...CENTRAL_EASTERN_AND_NORDIC,
  ...IBERIAN_ENGLISH_AND_AMERICAN,
];

export function piecesFor(mood: Mood): Piece[] {
  return CATALOGUE.filter((piece) => piece.moods.includes(mood));
}

export function pieceToTrack(piece: Piece): Track {
  return {
    id: piece.id,
    title: piece.title,
    artist: piece.composer,
    genre: piece.genre,
    duration: piece.duration,
    previewUrl: null,
    spotifyUrl: piece.spotifyUrl,
  };
}

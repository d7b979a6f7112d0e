// The shapes the spec gives for a playlist's music: a track as the UI shows it,
// and the suggestion result a playlist stores in its tracks field.

// The journal's moods are the music's moods: one list, in the vocabulary.
export { isMood, MOODS, type Mood } from "@/lib/domain/moods";

export interface Track {
  id: string;
  title: string;
  artist: string;
  genre: string;
  /** m:ss, or mm:ss from ten minutes on. */
  duration: string;
  previewUrl: string | null;
  spotifyUrl: string;
}

export interface Suggestion {
  attributes: { mood: string; genres: string[] };
  suggestedTracks: Track[];
}

/** Math.random's contract: a number in [0, 1). Injected so tests can be deterministic. */
export type Random = () => number;

export interface SuggestionInput {
  mood: string;
  name?: string;
  description?: string;
  dreamText?: string;
}

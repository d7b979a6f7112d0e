import { type Theme } from "../theme-lexicon";
import { type Mood } from "../types";
import { spotifySearchUrl } from "../urls";

// The built-in catalogue serves when no Spotify keys are set. Every work is in
// the public domain both by the life-plus-70 rule (its composer died before
// 1955) and in the United States (published before 1930); recordings have
// rights of their own, which is why a piece links to a Spotify search instead
// of a file.

export interface Composer {
  /** Stable part of every id: never change it once pieces are stored in playlists. */
  readonly key: string;
  readonly name: string;
  readonly died: number;
  /** The genre shown when a piece names none of its own. */
  readonly genre: string;
}

export interface Piece {
  readonly id: string;
  readonly title: string;
  readonly composer: string;
  readonly died: number;
  readonly genre: string;
  /** Typical performance, m:ss. */
  readonly duration: string;
  /** Most fitting first. */
  readonly moods: readonly Mood[];
  readonly themes: readonly Theme[];
  readonly spotifyUrl: string;
}

/** Title, typical duration, moods (most fitting first), themes, and optionally a genre of its own. */
export type Work = readonly [title: string, duration: string, moods: readonly Mood[], themes: readonly Theme[], genre?: string];

export function composer(key: string, name: string, died: number, genre: string): Composer {
  return { key, name, died, genre };
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function works(by: Composer, list: readonly Work[]): Piece[] {
  return list.map(([title, duration, moods, themes, genre]) => ({
    id: `${by.key}-${slug(title)}`,
    title,
    composer: by.name,
    died: by.died,
    genre: genre ?? by.genre,
    duration,
    moods,
    themes,
    spotifyUrl: spotifySearchUrl(`${title} ${by.name}`),
  }));
}

import { type MoodProfile } from "./profiles";
import { sample } from "./random";
import { themesOfWord } from "./themes";
import { type Random } from "./types";

// The spec's numbers for a music suggestion.
export const SEARCH_TERMS_PER_PLAN = 3;
export const GENRES_PER_PLAN = 3;
export const MAX_CONTEXT_QUERIES = 2;
export const MIN_QUERIES = 3;
export const MAX_QUERIES = 7;
export const OFFSET_RANGE = 1000;
export const OFFSET_STEP = 20;
export const SEARCH_LIMIT = 3;
export const MAX_TRACKS = 10;

export type QuerySource = "term" | "genre" | "context";

export interface PlannedQuery {
  q: string;
  offset: number;
  source: QuerySource;
}

export interface QueryPlan {
  queries: PlannedQuery[];
  /** The profile genres this plan searches, for the suggestion's attributes. */
  genres: string[];
}

// Words the app itself puts into a playlist's name and description ("… Playlist",
// "Music for the dream …"): they describe the request, not the dream.
const REQUEST_WORDS: ReadonlySet<string> = new Set([
  "playlist",
  "playlists",
  "плейлист",
  "плейлиста",
  "dream",
  "dreams",
  "dreamt",
  "dreamed",
  "rêve",
  "rêves",
  "traum",
  "träume",
  "sueño",
  "sueños",
  "снився",
  "снилось",
  "наснилось",
  "сниться",
]);

/**
 * The keywords worth a query of their own: dream imagery the lexicon knows
 * ("ocean", "forest") before other words, each group in the order written.
 */
export function rankContextKeywords(keywords: readonly string[]): string[] {
  const candidates = keywords.filter((keyword) => !REQUEST_WORDS.has(keyword));
  const imagery = candidates.filter((keyword) => themesOfWord(keyword).length > 0);
  const others = candidates.filter((keyword) => themesOfWord(keyword).length === 0);
  return [...imagery, ...others];
}

/**
 * The searches for one suggestion: 3 random search terms, then up to 2 context
 * queries (a keyword with one of those terms), then the profile's genres as
 * genre filters until there are 7. Context outranks the third genre because it
 * is what makes a playlist belong to this dream. Offsets start at a random base
 * in 0–999 and step by 20, wrapping at 1000, so queries and calls page
 * differently through Spotify's results.
 */
export function planQueries(profile: Readonly<MoodProfile>, keywords: readonly string[], random: Random): QueryPlan {
  const terms = sample(profile.searchTerms, SEARCH_TERMS_PER_PLAN, random);
  const genres = sample(profile.genres, GENRES_PER_PLAN, random);
  const context = rankContextKeywords(keywords)
    .slice(0, MAX_CONTEXT_QUERIES)
    .map((keyword, i) => `${keyword} ${terms[i % terms.length] ?? ""}`.trim());
  const genreRoom = Math.max(0, MAX_QUERIES - terms.length - context.length);
  const genreQueries = genres.slice(0, genreRoom).map((genre) => `genre:"${genre}"`);

  const texts: { q: string; source: QuerySource }[] = [
    ...terms.map((q) => ({ q, source: "term" as const })),
    ...context.map((q) => ({ q, source: "context" as const })),
    ...genreQueries.map((q) => ({ q, source: "genre" as const })),
  ];
  const seen = new Set<string>();
  const unique = texts.filter(({ q }) => {
    const key = q.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const base = Math.min(OFFSET_RANGE - 1, Math.max(0, Math.floor(random() * OFFSET_RANGE)));
  const queries = unique.slice(0, MAX_QUERIES).map((query, i) => ({
    ...query,
    offset: (base + OFFSET_STEP * i) % OFFSET_RANGE,
  }));
  return { queries, genres };
}

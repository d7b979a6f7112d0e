import "server-only";

import { formatDuration } from "./duration";
import { MESSAGES, MusicError } from "./errors";
import { contextKeywords } from "./keywords";
import { MAX_TRACKS, SEARCH_LIMIT, planQueries } from "./plan";
import { normalizeMood, profileFor } from "./profiles";
import { type SearchParams } from "./spotify";
import { type SpotifyArtist, type SpotifySearchResponse, type SpotifyTrackObject } from "./spotify-schema";
import { type Random, type Suggestion, type SuggestionInput, type Track } from "./types";
import { httpsUrlOrNull, spotifyTrackUrl } from "./urls";

export const UNKNOWN_ARTIST = "Unknown Artist";
export const UNKNOWN_GENRE = "Unknown Genre";

/** What a suggestion needs from Spotify; SpotifyClient is one. */
export interface SpotifySource {
  search(params: SearchParams): Promise<SpotifySearchResponse | null>;
  artist(id: string): Promise<SpotifyArtist | null>;
}

export interface Logger {
  warn(message: string, details?: Record<string, unknown>): void;
}

export interface SuggestOptions {
  random?: Random;
  logger?: Logger;
}

/**
 * Tracks for a dream's mood from Spotify: the planned searches in parallel
 * (limit 3 each), then one artist look-up per distinct first artist of up to 10
 * tracks, for the genre. A failed search counts as empty and a failed look-up
 * drops its track; only when every search fails is the suggestion a failure.
 */
export async function suggestFromSpotify(
  client: SpotifySource,
  input: SuggestionInput,
  { random = Math.random, logger = console }: SuggestOptions = {},
): Promise<Suggestion> {
  const mood = normalizeMood(input.mood);
  // The dream's own text says most about it; name and description add the title.
  const keywords = contextKeywords(input.dreamText, input.description, input.name);
  const plan = planQueries(profileFor(mood), keywords, random);

  const outcomes = await Promise.allSettled(
    plan.queries.map(({ q, offset }) => client.search({ q, type: "track", limit: SEARCH_LIMIT, offset })),
  );
  const results: SpotifyTrackObject[][] = [];
  const failures: unknown[] = [];
  outcomes.forEach((outcome, i) => {
    if (outcome.status === "fulfilled") {
      results.push(outcome.value?.tracks.items.filter((item) => item !== null) ?? []);
    } else {
      failures.push(outcome.reason);
      logger.warn("Spotify search failed; treated as empty", { query: plan.queries[i]?.q, error: describe(outcome.reason) });
    }
  });
  if (failures.length === plan.queries.length)
    throw new MusicError("search_failed", MESSAGES.searchFailed, { cause: failures[0] });

  const candidates = interleaveUnique(results, MAX_TRACKS);
  if (candidates.length === 0) throw new MusicError("no_tracks", MESSAGES.noTracks(mood));

  const tracks = await withGenres(client, candidates, logger);
  if (tracks.length === 0) {
    // Every look-up failed: Spotify is failing, the mood has music.
    throw new MusicError("search_failed", MESSAGES.searchFailed);
  }
  return { attributes: { mood, genres: plan.genres }, suggestedTracks: tracks };
}

// Takes the first result of every query, then the second, and so on, so ten
// tracks come from all the queries rather than from the first three or four.
// The same recording often appears on several albums under different ids.
function interleaveUnique(results: readonly SpotifyTrackObject[][], max: number): SpotifyTrackObject[] {
  const picked: SpotifyTrackObject[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...results.map((items) => items.length));
  for (let round = 0; round < longest && picked.length < max; round++) {
    for (const items of results) {
      const item = items[round];
      if (!item || picked.length >= max) continue;
      const sameSong = `${item.name.trim().toLowerCase()}|${item.artists[0]?.name.trim().toLowerCase() ?? ""}`;
      if (seen.has(item.id) || seen.has(sameSong)) continue;
      seen.add(item.id).add(sameSong);
      picked.push(item);
    }
  }
  return picked;
}

async function withGenres(client: SpotifySource, items: readonly SpotifyTrackObject[], logger: Logger): Promise<Track[]> {
  const lookups = new Map<string, Promise<SpotifyArtist | null>>();
  for (const item of items) {
    const artistId = item.artists[0]?.id;
    if (artistId && !lookups.has(artistId)) lookups.set(artistId, client.artist(artistId));
  }
  const settled = await Promise.allSettled(items.map((item) => lookupFor(item, lookups)));
  const tracks: Track[] = [];
  settled.forEach((outcome, i) => {
    const item = items[i];
    if (!item) return;
    if (outcome.status === "fulfilled") tracks.push(toTrack(item, outcome.value));
    else logger.warn("Spotify artist look-up failed; track dropped", { track: item.id, error: describe(outcome.reason) });
  });
  return tracks;
}

function lookupFor(item: SpotifyTrackObject, lookups: Map<string, Promise<SpotifyArtist | null>>) {
  const artistId = item.artists[0]?.id;
  return artistId ? (lookups.get(artistId) ?? Promise.resolve(null)) : Promise.resolve(null);
}

export function toTrack(item: SpotifyTrackObject, artist: SpotifyArtist | null): Track {
  const names = item.artists.map(({ name }) => name.trim()).filter((name) => name !== "");
  return {
    id: item.id,
    title: item.name,
    artist: names.length > 0 ? names.join(", ") : UNKNOWN_ARTIST,
    genre: artist?.genres.find((genre) => genre.trim() !== "") ?? UNKNOWN_GENRE,
    duration: formatDuration(item.duration_ms),
    previewUrl: httpsUrlOrNull(item.preview_url),
    spotifyUrl: httpsUrlOrNull(item.external_urls?.spotify) ?? spotifyTrackUrl(item.id),
  };
}

function describe(error: unknown): Record<string, unknown> | string {
  if (error instanceof MusicError) return { kind: error.kind, status: error.status, message: error.message };
  return error instanceof Error ? error.message : String(error);
}

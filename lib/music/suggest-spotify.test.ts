import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DURATION_PATTERN } from "./duration";
import { MusicError } from "./errors";
import { contextKeywords } from "./keywords";
import { planQueries } from "./plan";
import { profileFor } from "./profiles";
import { suggestionSchema } from "./schema";
import { SpotifyClient } from "./spotify";
import { suggestFromSpotify, type Logger } from "./suggest-spotify";
import { fakeTrack, startFakeSpotify, type FakeSpotify, type RecordedRequest } from "@/tests/fakes/spotify";
import { seededRandom } from "@/tests/fakes/seeded-random";
import { type SuggestionInput } from "./types";

// The whole suggestion over real HTTP: token, parallel searches, artist look-ups.

let spotify: FakeSpotify;

beforeAll(async () => {
  spotify = await startFakeSpotify({ latencyMs: 25 });
});
afterAll(() => spotify.close());
afterEach(() => {
  spotify.override = undefined;
  spotify.requests.length = 0;
});

const client = () =>
  new SpotifyClient({
    clientId: spotify.clientId,
    clientSecret: spotify.clientSecret,
    apiUrl: spotify.apiUrl,
    accountsUrl: spotify.accountsUrl,
    market: "UA",
    timeoutMs: 2000,
  });

function recordingLogger() {
  const warnings: { message: string; details?: Record<string, unknown> }[] = [];
  const logger: Logger = { warn: (message, details) => warnings.push({ message, details }) };
  return { logger, warnings };
}

async function failure(promise: Promise<unknown>): Promise<MusicError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MusicError) return error;
    throw error;
  }
  throw new Error("expected the suggestion to fail");
}

const isSearch = (request: RecordedRequest) => request.path === "/v1/search";
const dream: SuggestionInput = {
  mood: " Mysterious ",
  name: "Lighthouse Playlist",
  description: "Music for the dream Lighthouse",
  dreamText: "I walked through a dark forest towards the ocean, carrying a lantern.",
};

describe("suggestFromSpotify", () => {
  it("runs the planned searches in parallel and looks up each artist once", async () => {
    const { logger, warnings } = recordingLogger();
    const suggestion = await suggestFromSpotify(client(), dream, { random: seededRandom(21), logger });

    const plan = planQueries(
      profileFor("mysterious"),
      contextKeywords(dream.dreamText, dream.description, dream.name),
      seededRandom(21),
    );
    expect(plan.queries).toHaveLength(7);
    const searches = spotify.requests.filter(isSearch);
    expect(searches.map((request) => [request.query.get("q"), Number(request.query.get("offset"))]).sort()).toEqual(
      plan.queries.map(({ q, offset }) => [q, offset]).sort(),
    );
    for (const request of searches) {
      expect(request.query.get("type")).toBe("track");
      expect(request.query.get("limit")).toBe("3");
      expect(request.query.get("market")).toBe("UA");
    }
    expect(plan.queries.filter(({ source }) => source === "context").map(({ q }) => q.split(" ")[0])).toEqual(["dark", "forest"]);
    expect(spotify.maxInFlight("/v1/search")).toBe(7);
    expect(spotify.requestsTo("/api/token")).toHaveLength(1);

    const artistPaths = spotify.requestsTo("/v1/artists").map((request) => request.path);
    expect(new Set(artistPaths).size).toBe(artistPaths.length);
    expect(artistPaths.length).toBeLessThanOrEqual(10);

    expect(suggestionSchema.parse(suggestion)).toEqual(suggestion);
    expect(suggestion.attributes).toEqual({ mood: "mysterious", genres: plan.genres });
    const tracks = suggestion.suggestedTracks;
    expect(tracks).toHaveLength(10);
    expect(new Set(tracks.map((track) => track.id)).size).toBe(10);
    expect(warnings).toEqual([]);
    for (const track of tracks) {
      expect(track.duration).toMatch(DURATION_PATTERN);
      expect(track.spotifyUrl).toBe(`https://open.spotify.com/track/${track.id}`);
      expect(artistPaths).toContain(`/v1/artists/art${track.artist.split(" ")[1]}`);
      const index = Number(track.id.split("n").at(-1));
      expect(track.previewUrl === null).toBe(index % 2 === 1);
      expect(track.genre).toBe(track.artist === "Artist 0" ? "Unknown Genre" : `genre ${track.artist.split(" ")[1]}`);
    }
  });

  it("takes tracks from every query, not just the first ones", async () => {
    const suggestion = await suggestFromSpotify(client(), { mood: "happy" }, { random: seededRandom(4) });
    const queries = new Set(suggestion.suggestedTracks.map((track) => track.title.replace(/^Song \d+ for /, "")));
    expect(queries.size).toBe(6);
  });

  it("is deterministic for an injected random", async () => {
    const a = await suggestFromSpotify(client(), dream, { random: seededRandom(5) });
    const b = await suggestFromSpotify(client(), dream, { random: seededRandom(5) });
    expect(b).toEqual(a);
  });

  it("maps Spotify's fields to a track", async () => {
    const item = fakeTrack("x", 2);
    spotify.override = (request) =>
      isSearch(request) ? { status: 200, body: { tracks: { items: [{ ...item, duration_ms: 225_600 }] } } } : undefined;
    const { suggestedTracks } = await suggestFromSpotify(client(), { mood: "sad" }, { random: seededRandom(1) });
    expect(suggestedTracks).toEqual([
      {
        id: item.id,
        title: item.name,
        artist: "Artist 2",
        genre: "genre 2",
        duration: "3:46",
        previewUrl: item.preview_url,
        spotifyUrl: item.external_urls.spotify,
      },
    ]);
  });

  it("logs a failed search and uses the others", async () => {
    let failed = "";
    spotify.override = (request) => {
      if (!isSearch(request) || (failed && request.query.get("q") !== failed)) return undefined;
      failed = request.query.get("q") ?? "";
      return { status: 500, body: "boom" };
    };
    const { logger, warnings } = recordingLogger();
    const suggestion = await suggestFromSpotify(client(), { mood: "happy" }, { random: seededRandom(8), logger });
    expect(suggestion.suggestedTracks).toHaveLength(10);
    expect(suggestion.suggestedTracks.every((track) => !track.title.endsWith(` for ${failed}`))).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/search failed/i);
    expect(warnings[0]?.details).toMatchObject({ query: failed, error: { kind: "unavailable", status: 500 } });
  });

  it("fails with 'Failed to search Spotify tracks' when every search fails", async () => {
    spotify.override = (request) => (isSearch(request) ? { status: 503, body: "down" } : undefined);
    const { logger, warnings } = recordingLogger();
    const error = await failure(suggestFromSpotify(client(), { mood: "sad" }, { random: seededRandom(2), logger }));
    expect(error).toMatchObject({ kind: "search_failed", message: "Failed to search Spotify tracks. Please try again." });
    expect(error.cause).toMatchObject({ kind: "unavailable", status: 503 });
    expect(warnings).toHaveLength(6);
  });

  it("fails with 'Failed to search Spotify tracks' when no token can be had", async () => {
    spotify.override = (request) =>
      request.path === "/api/token" ? { status: 400, body: { error: "invalid_client" } } : undefined;
    const error = await failure(
      suggestFromSpotify(client(), { mood: "sad" }, { random: seededRandom(2), logger: recordingLogger().logger }),
    );
    expect(error.kind).toBe("search_failed");
    expect(error.cause).toMatchObject({ kind: "token", message: "Failed to get access token." });
    expect(spotify.requestsTo("/api/token")).toHaveLength(1);
  });

  it.each([
    ["empty results", { status: 200, body: { tracks: { items: [] } } }],
    ["204 answers", { status: 204 }],
  ] as const)("fails with 'No tracks found for mood' on %s", async (_case, reply) => {
    spotify.override = (request) => (isSearch(request) ? reply : undefined);
    const error = await failure(suggestFromSpotify(client(), { mood: "Sad" }, { random: seededRandom(3) }));
    expect(error).toMatchObject({ kind: "no_tracks", message: "No tracks found for mood: sad" });
  });

  it("drops a track whose artist look-up fails", async () => {
    spotify.override = (request) => (request.path === "/v1/artists/art3" ? { status: 500, body: "boom" } : undefined);
    const { logger, warnings } = recordingLogger();
    const suggestion = await suggestFromSpotify(client(), { mood: "excited" }, { random: seededRandom(6), logger });
    const tracks = suggestion.suggestedTracks;
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.length).toBeLessThan(10);
    expect(tracks.some((track) => track.artist === "Artist 3")).toBe(false);
    expect(warnings).toHaveLength(10 - tracks.length);
    expect(spotify.requestsTo("/v1/artists/art3")).toHaveLength(1);
  });

  it("fails when every artist look-up fails", async () => {
    spotify.override = (request) => (request.path.startsWith("/v1/artists/") ? { status: 503, body: "down" } : undefined);
    const error = await failure(
      suggestFromSpotify(client(), { mood: "excited" }, { random: seededRandom(6), logger: recordingLogger().logger }),
    );
    expect(error.kind).toBe("search_failed");
  });

  it("uses 'Unknown Artist' and 'Unknown Genre' for a track without artists, with no look-up", async () => {
    spotify.override = (request) =>
      isSearch(request) ? { status: 200, body: { tracks: { items: [{ ...fakeTrack("x", 1), artists: [] }] } } } : undefined;
    const { suggestedTracks } = await suggestFromSpotify(client(), { mood: "happy" }, { random: seededRandom(1) });
    expect(suggestedTracks).toMatchObject([{ artist: "Unknown Artist", genre: "Unknown Genre" }]);
    expect(spotify.requestsTo("/v1/artists")).toHaveLength(0);
  });

  it("never repeats a track that several queries found", async () => {
    // The third is the first song again, as released on another album.
    const items = [fakeTrack("same", 0), fakeTrack("same", 1), { ...fakeTrack("same", 0), id: "other-album-copy" }];
    spotify.override = (request) => (isSearch(request) ? { status: 200, body: { tracks: { items } } } : undefined);
    const { suggestedTracks } = await suggestFromSpotify(client(), { mood: "happy" }, { random: seededRandom(1) });
    expect(suggestedTracks.map((track) => track.id)).toEqual([items[0]?.id, items[1]?.id]);
  });

  it("keeps only https links from Spotify", async () => {
    const item = {
      ...fakeTrack("x", 0),
      preview_url: "http://p.scdn.co/preview",
      external_urls: { spotify: "javascript:alert(1)" },
    };
    spotify.override = (request) => (isSearch(request) ? { status: 200, body: { tracks: { items: [item] } } } : undefined);
    const { suggestedTracks } = await suggestFromSpotify(client(), { mood: "happy" }, { random: seededRandom(1) });
    expect(suggestedTracks[0]).toMatchObject({ previewUrl: null, spotifyUrl: `https://open.spotify.com/track/${item.id}` });
  });
});

// With SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET set, suggestions come from
// Spotify: here a real HTTP server on 127.0.0.1 speaking the accounts service
// and the Web API (tests/fakes/spotify.ts), reached through the
// app's own client. Its failures reach the user as the spec's messages, never
// as a 500 and never hidden behind the catalogue.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Suggestion } from "@/lib/music/types";
import type { Playlist } from "@/lib/playlists/schema";
import { startFakeSpotify, type FakeSpotify } from "@/tests/fakes/spotify";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";
import { migrateTestDatabase } from "../setup/database";

let fake: FakeSpotify;
let app: Awaited<ReturnType<typeof appWithSpotify>>;

async function appWithSpotify() {
  vi.resetModules(); // lib/env reads the environment once per module graph
  await migrateTestDatabase();
  return {
    register: (await import("@/app/api/register/route")).POST,
    suggest: (await import("@/app/api/playlists/suggest/route")).POST,
    playlists: await import("@/app/api/playlists/route"),
  };
}

beforeAll(async () => {
  fake = await startFakeSpotify();
  vi.stubEnv("SPOTIFY_CLIENT_ID", fake.clientId);
  vi.stubEnv("SPOTIFY_CLIENT_SECRET", fake.clientSecret);
  vi.stubEnv("SPOTIFY_API_URL", fake.apiUrl);
  vi.stubEnv("SPOTIFY_ACCOUNTS_URL", fake.accountsUrl);
  app = await appWithSpotify();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.override = undefined;
});

async function user() {
  const res = await call(app.register, { body: { email: uniqueEmail("spotify"), password: PASSWORD } });
  return res.sessionCookie ?? "";
}

const suggestFor = (cookie: string, body: unknown) => call<Suggestion & ErrorShape>(app.suggest, { cookie, body });

describe("suggestions from Spotify", () => {
  it("searches in parallel with limit 3, looks artists up one by one, and the result can be stored", async () => {
    const cookie = await user();
    const before = fake.requests.length;
    const res = await suggestFor(cookie, {
      mood: "mysterious",
      name: "Ocean Playlist",
      description: "Music for the ocean dream",
    });
    expect(res.status).toBe(200);
    const sent = fake.requests.slice(before);
    const searches = sent.filter((r) => r.path === "/v1/search");
    expect(searches.length).toBeGreaterThanOrEqual(3);
    expect(searches.length).toBeLessThanOrEqual(7);
    for (const search of searches) {
      expect(search.query.get("limit")).toBe("3");
      expect(search.query.get("type")).toBe("track");
      expect(search.query.get("market")).toBe("US");
      expect(search.headers.authorization).toMatch(/^Bearer /);
    }
    expect(sent.some((r) => r.path.startsWith("/v1/artists/"))).toBe(true);
    expect(res.body.attributes.mood).toBe("mysterious");
    expect(res.body.suggestedTracks.length).toBeGreaterThan(0);
    expect(res.body.suggestedTracks.length).toBeLessThanOrEqual(10);
    const withPreview = res.body.suggestedTracks.find((t) => t.previewUrl);
    expect(withPreview?.previewUrl).toMatch(/^https:\/\/p\.scdn\.co\//);
    expect(res.body.suggestedTracks.every((t) => t.spotifyUrl.startsWith("https://open.spotify.com/track/"))).toBe(true);
    // Artist 0 has no genres: the spec's fallback.
    expect(res.body.suggestedTracks.every((t) => t.genre.length > 0)).toBe(true);

    const stored = await call<Playlist>(app.playlists.POST, {
      cookie,
      body: { name: "Ocean Playlist", description: "Music for the ocean dream", dominantMood: "mysterious", tracks: res.body },
    });
    expect(stored.status).toBe(201);
  });

  it("reuses the app token across suggestions", async () => {
    const cookie = await user();
    await suggestFor(cookie, { mood: "happy" });
    const tokens = fake.requestsTo("/api/token").length;
    await suggestFor(cookie, { mood: "sad" });
    expect(fake.requestsTo("/api/token").length).toBe(tokens);
  });

  it("answers the spec's message when every search fails", async () => {
    const cookie = await user();
    fake.override = (r) =>
      r.path === "/v1/search" ? { status: 500, body: { error: { status: 500, message: "oops" } } } : undefined;
    const res = await suggestFor(cookie, { mood: "happy" });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe("Failed to search Spotify tracks. Please try again.");
  });

  it("answers 503 with Retry-After when Spotify rate-limits", async () => {
    const cookie = await user();
    fake.override = (r) =>
      r.path === "/v1/search" ? { status: 429, headers: { "retry-after": "120" }, body: { error: { status: 429 } } } : undefined;
    const res = await suggestFor(cookie, { mood: "happy" });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("120");
    expect(res.body.error.message).toBe("Spotify is limiting requests right now. Please try again in 2 minutes.");
  });

  it("answers 502 when the token cannot be had, or Spotify sends broken JSON", async () => {
    const cookie = await user();
    fake.revokeTokens();
    fake.override = (r) => (r.path === "/api/token" ? { status: 400, body: { error: "invalid_client" } } : undefined);
    const noToken = await suggestFor(cookie, { mood: "excited" });
    expect(noToken.status).toBe(502);
    expect(noToken.body.error.message).toBe("Failed to search Spotify tracks. Please try again.");

    fake.override = (r) => (r.path === "/v1/search" ? { status: 200, body: "{not json" } : undefined);
    const broken = await suggestFor(cookie, { mood: "excited" });
    expect(broken.status).toBe(502);
  });

  it("answers 'no tracks' when Spotify finds nothing", async () => {
    const cookie = await user();
    fake.override = (r) =>
      r.path === "/v1/search" ? { status: 200, body: { tracks: { items: [], total: 0, limit: 3, offset: 0 } } } : undefined;
    const res = await suggestFor(cookie, { mood: "sad" });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("No tracks found for the specified mood");
  });
});

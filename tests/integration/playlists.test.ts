// Mood playlists without Spotify keys: suggestions from the built-in
// catalogue, a strict schema for stored tracks, the Free plan's 3 per UTC day
// under concurrency, and owners only.
import { describe, expect, it } from "vitest";
import { DELETE as deletePlaylist } from "@/app/api/playlists/[id]/route";
import { GET as list, POST as create } from "@/app/api/playlists/route";
import { POST as suggest } from "@/app/api/playlists/suggest/route";
import { POST as createDream } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { type Dream } from "@/lib/dreams/schema";
import { MOODS } from "@/lib/domain/moods";
import type { Suggestion } from "@/lib/music/types";
import type { Playlist } from "@/lib/playlists/schema";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

const suggestFor = (cookie: string, body: unknown) => call<Suggestion & ErrorShape>(suggest, { cookie, body });
const store = (cookie: string, body: unknown) => call<Playlist & ErrorShape>(create, { cookie, body });

async function suggestion(cookie: string, mood = "peaceful") {
  const res = await suggestFor(cookie, { mood });
  expect(res.status).toBe(200);
  return res.body;
}

const track = (extra: Record<string, unknown> = {}) => ({
  id: "catalogue:satie-gymnopedie-1",
  title: "Gymnopédie No. 1",
  artist: "Erik Satie",
  genre: "Impressionism",
  duration: "3:05",
  previewUrl: null,
  spotifyUrl: "https://open.spotify.com/search/Satie%20Gymnop%C3%A9die",
  ...extra,
});
const tracksOf = (...tracks: unknown[]) => ({ attributes: { mood: "peaceful", genres: ["classical"] }, suggestedTracks: tracks });

describe("POST /api/playlists/suggest (built-in catalogue)", () => {
  it("answers about ten real pieces for every mood, with https links that search Spotify", async () => {
    const { cookie } = await signedUp();
    for (const mood of MOODS) {
      const result = await suggestion(cookie, mood);
      expect(result.attributes.mood).toBe(mood);
      expect(result.attributes.genres.length).toBeGreaterThan(0);
      expect(result.suggestedTracks.length).toBeGreaterThanOrEqual(8);
      for (const t of result.suggestedTracks) {
        expect(t.spotifyUrl).toMatch(/^https:\/\/open\.spotify\.com\/search\//);
        expect(t.duration).toMatch(/^\d{1,3}:[0-5]\d$/);
        expect(t.artist).not.toBe("Unknown Artist");
      }
    }
  });

  it("uses the words of one of the caller's dreams, and treats others' dreams as not found", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const dream = (
      await call<Dream>(createDream, { cookie: owner.cookie, body: { title: "Sea", content: "The ocean at night." } })
    ).body;
    expect((await suggestFor(owner.cookie, { mood: "peaceful", dreamId: dream.id })).status).toBe(200);
    const theirs = await suggestFor(stranger.cookie, { mood: "peaceful", dreamId: dream.id });
    expect(theirs.status).toBe(404);
  });

  it("uses the peaceful profile for a mood it has none for (the spec's rule), case and spaces forgiven", async () => {
    const { cookie } = await signedUp();
    for (const mood of ["furious", "  Bored ", ""]) {
      const res = await suggestFor(cookie, { mood });
      expect(res.status, mood).toBe(200);
      expect(res.body.attributes.mood, mood).toBe("peaceful");
    }
    const sad = await suggestFor(cookie, { mood: " SAD " });
    expect(sad.body.attributes.mood).toBe("sad");
    const nostalgic = await suggestFor(cookie, { mood: "  Nostalgic " });
    expect(nostalgic.body.attributes.mood).toBe("nostalgic");
  });

  it("refuses wrong types with a clear 400", async () => {
    const { cookie } = await signedUp();
    const cases: [unknown, string][] = [
      [{ mood: 7 }, "Choose one of the listed moods"],
      [{}, "Choose one of the listed moods"],
      [{ mood: "sad", dreamId: "12" }, "dreamId must be the id (a whole number) of one of your dreams."],
    ];
    for (const [body, message] of cases) {
      const res = await suggestFor(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await suggestFor(cookie, { mood: " SAD " })).status).toBe(200);
  });
});

describe("POST /api/playlists", () => {
  it("stores the suggestion and answers 201; the list is newest first", async () => {
    const { cookie } = await signedUp();
    const tracks = await suggestion(cookie, "sad");
    const first = await store(cookie, { name: "Rain", description: "For the rain dream", dominantMood: "sad", tracks });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Rain", description: "For the rain dream", dominantMood: "sad", tracks });
    const second = await store(cookie, { name: "Calm", description: "", dominantMood: "peaceful", tracks });
    expect(second.body.description).toBeNull();
    const listed = await call<Playlist[]>(list, { cookie });
    expect(listed.body.map((p) => p.name)).toEqual(["Calm", "Rain"]);
  });

  it("checks tracks strictly: https links only, bounded sizes, no unknown fields", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const playlist = (tracks: unknown) => ({ name: "Bad", dominantMood: "happy", tracks });
    const cases: [unknown, number, string | RegExp][] = [
      [playlist(tracksOf(track({ spotifyUrl: "javascript:alert(1)" }))), 400, "Track links must be https:// addresses"],
      [playlist(tracksOf(track({ spotifyUrl: "http://open.spotify.com/x" }))), 400, "Track links must be https:// addresses"],
      [playlist(tracksOf(track({ previewUrl: "data:audio/mp3;base64,AAAA" }))), 400, "Track links must be https:// addresses"],
      [playlist(tracksOf(track({ duration: "three minutes" }))), 400, "A track's duration must look like 3:07"],
      [playlist(tracksOf(track({ onclick: "x" }))), 400, /Unknown field/i],
      [playlist(tracksOf(track({ title: "x".repeat(301) }))), 400, /at most 300/],
      [playlist(tracksOf()), 400, "No tracks found for the specified mood"],
      [
        playlist(tracksOf(...Array.from({ length: 51 }, (_, i) => track({ id: `t${i}` })))),
        400,
        "A playlist can hold at most 50 tracks",
      ],
      [playlist("tracks"), 400, /tracks/],
      [{ dominantMood: "happy", tracks: tracksOf(track()) }, 400, "Playlist name is required"],
      [{ name: "No mood", tracks: tracksOf(track()) }, 400, "Dominant mood is required"],
      [{ name: "Odd mood", dominantMood: "furious", tracks: tracksOf(track()) }, 400, "Dominant mood is required"],
    ];
    for (const [body, status, message] of cases) {
      const res = await store(cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(res.body.error.message).toMatch(message);
    }
    // 10,000 tracks never reach the schema: the body is too large.
    const huge = await store(cookie, playlist(tracksOf(...Array.from({ length: 10_000 }, (_, i) => track({ id: `t${i}` })))));
    expect(huge.status).toBe(413);
    const broken = await call<ErrorShape>(create, { cookie, rawBody: '{"name": "x", "tracks": [' });
    expect(broken.status).toBe(400);
    expect(await db().dreamPlaylist.count({ where: { userId: id } })).toBe(0);
    // A previewUrl left out is stored as null.
    const { previewUrl: _none, ...withoutPreview } = track();
    const ok = await store(cookie, playlist(tracksOf(withoutPreview)));
    expect(ok.status).toBe(201);
    expect(ok.body.tracks.suggestedTracks[0].previewUrl).toBeNull();
  });

  it("lets a Free user store exactly 3 per UTC day, even 10 at once, and says when the quota resets", async () => {
    const { cookie, id } = await signedUp();
    const tracks = await suggestion(cookie);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store(cookie, { name: `P${i}`, dominantMood: "peaceful", tracks })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0].body.error.message).toMatch(/3 playlists per day.*midnight UTC, in \d+ h \d+ min/);
    expect(refused[0].headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await db().dreamPlaylist.count({ where: { userId: id } })).toBe(3);
    // Deleting does not give a playlist back.
    const [kept] = (await call<Playlist[]>(list, { cookie })).body;
    await call(deletePlaylist, { method: "DELETE", cookie, params: { id: String(kept.id) } });
    expect((await store(cookie, { name: "Again", dominantMood: "peaceful", tracks })).status).toBe(429);
  });

  it("has no cap for Premium", async () => {
    const { cookie } = await signedUp({ premium: true });
    const tracks = await suggestion(cookie);
    for (let i = 0; i < 5; i++)
      expect((await store(cookie, { name: `P${i}`, dominantMood: "peaceful", tracks })).status).toBe(201);
  });
});

describe("DELETE /api/playlists/{id}", () => {
  it("deletes the caller's own only", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const tracks = await suggestion(owner.cookie);
    const playlist = (await store(owner.cookie, { name: "Mine", dominantMood: "peaceful", tracks })).body;
    for (const id of [String(playlist.id), "0", "abc", "../1", "99999999"]) {
      const res = await call<ErrorShape>(deletePlaylist, { method: "DELETE", cookie: stranger.cookie, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This playlist does not exist or was already deleted.");
    }
    expect((await call<Playlist[]>(list, { cookie: stranger.cookie })).body).toEqual([]);
    expect(
      (await call(deletePlaylist, { method: "DELETE", cookie: owner.cookie, params: { id: String(playlist.id) } })).status,
    ).toBe(200);
    expect((await call<Playlist[]>(list, { cookie: owner.cookie })).body).toEqual([]);
  });

  it("is refused to anonymous callers", async () => {
    expect((await call(list, {})).status).toBe(401);
    expect((await suggestFor("", { mood: "sad" })).status).toBe(401);
  });
});

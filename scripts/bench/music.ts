// Issue 11's figures: one playlist suggestion from the built-in catalogue, and
// one from Spotify's protocol served by a local server (lib/music/testing),
// with 7 parallel searches and the artist look-ups, timed in this process.
// The local server answers at once, then after 50 ms per request, as a rough
// stand-in for a real network round trip.
import { SpotifyClient } from "../../lib/music/spotify";
import { suggestFromCatalogue } from "../../lib/music/suggest-catalogue";
import { suggestFromSpotify } from "../../lib/music/suggest-spotify";
import { startFakeSpotify } from "../../tests/fakes/spotify";
import { ms, summarize } from "./lib";

const INPUT = {
  mood: "mysterious",
  name: "Night ocean Playlist",
  description: "Music for the dream “Night ocean”",
  dreamText: "I swam in the dark ocean under the stars, towards a lighthouse on a distant island.",
};

const quiet = { warn: () => {} };

async function spotifyTimings(latencyMs: number, runs: number) {
  const fake = await startFakeSpotify({ latencyMs });
  try {
    const client = new SpotifyClient({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiUrl: fake.apiUrl,
      accountsUrl: fake.accountsUrl,
    });
    await suggestFromSpotify(client, INPUT, { logger: quiet }); // the token, once
    const times: number[] = [];
    let searches = 0;
    let artists = 0;
    for (let i = 0; i < runs; i++) {
      const before = fake.requests.length;
      const start = performance.now();
      await suggestFromSpotify(client, INPUT, { logger: quiet });
      times.push(performance.now() - start);
      const sent = fake.requests.slice(before);
      searches += sent.filter((r) => r.path === "/v1/search").length;
      artists += sent.filter((r) => r.path.startsWith("/v1/artists/")).length;
    }
    return { ...summarize(times), searches: searches / runs, artists: artists / runs };
  } finally {
    await fake.close();
  }
}

export async function benchMusic() {
  console.log("\n## Music — one playlist suggestion (this process)");
  const catalogue: number[] = [];
  for (let i = 0; i < 500; i++) {
    const start = performance.now();
    suggestFromCatalogue(INPUT);
    catalogue.push(performance.now() - start);
  }
  const c = summarize(catalogue.slice(20));
  const rows = [{ source: "built-in catalogue (480 runs)", p50: ms(c.p50), p99: ms(c.p99), "searches / artist look-ups": "-" }];
  for (const latency of [0, 50]) {
    const s = await spotifyTimings(latency, 50);
    rows.push({
      source: `local Spotify-speaking server, ${latency} ms per request (50 runs)`,
      p50: ms(s.p50),
      p99: ms(s.p99),
      "searches / artist look-ups": `${s.searches.toFixed(1)} / ${s.artists.toFixed(1)}`,
    });
  }
  console.table(rows);
}

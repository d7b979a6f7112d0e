// Where a playlist's music comes from: Spotify when SPOTIFY_CLIENT_ID and
// SPOTIFY_CLIENT_SECRET are set (one client per process: it caches the app
// token), the built-in catalogue of public-domain pieces otherwise. With
// Spotify configured its failures are reported, never hidden behind the
// catalogue (docs/product.md, "Music").
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";
import { isMusicError, type MusicError } from "@/lib/music/errors";
import { SpotifyClient } from "@/lib/music/spotify";
import { suggestFromCatalogue } from "@/lib/music/suggest-catalogue";
import { suggestFromSpotify } from "@/lib/music/suggest-spotify";
import type { Suggestion, SuggestionInput } from "@/lib/music/types";

let client: SpotifyClient | null | undefined;

export function spotifyClient(): SpotifyClient | null {
  if (client === undefined) {
    client =
      env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET
        ? new SpotifyClient({
            clientId: env.SPOTIFY_CLIENT_ID,
            clientSecret: env.SPOTIFY_CLIENT_SECRET,
            apiUrl: env.SPOTIFY_API_URL,
            accountsUrl: env.SPOTIFY_ACCOUNTS_URL,
            market: env.SPOTIFY_MARKET,
          })
        : null;
  }
  return client;
}

function refusal(error: MusicError): AppError {
  // Every search refused with 429: say so, with Spotify's wait, rather than "failed".
  const rateLimited = error.kind === "rate_limited" ? error : isMusicError(error.cause, "rate_limited") ? error.cause : null;
  if (rateLimited) {
    const seconds = Math.max(1, Math.ceil(rateLimited.retryAfterSeconds ?? 30));
    return new AppError("service_unavailable", "musicBusy", {
      values: { minutes: Math.ceil(seconds / 60) },
      headers: { "Retry-After": String(seconds) },
    });
  }
  switch (error.kind) {
    case "no_tracks":
      return new AppError("unprocessable", "noTracksForMood");
    default:
      return new AppError("bad_gateway", "musicSearchFailed");
  }
}

export async function suggestMusic(input: SuggestionInput): Promise<Suggestion> {
  const spotify = spotifyClient();
  if (!spotify) return suggestFromCatalogue(input);
  try {
    return await suggestFromSpotify(spotify, input);
  } catch (error) {
    if (!isMusicError(error)) throw error;
    console.warn(`[music] Spotify suggestion failed (${error.kind}${error.status ? ` ${error.status}` : ""}): ${error.message}`);
    throw refusal(error);
  }
}

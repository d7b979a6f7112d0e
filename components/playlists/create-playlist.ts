// The browser's two steps to a playlist: music for the mood (Spotify or the
// built-in catalogue), then the playlist stored with it (counted against the
// Free plan's daily quota only when it is stored).
import { api } from "@/lib/client/client";
import type { Playlist } from "@/lib/playlists/schema";

export interface PlaylistRequest {
  name: string;
  description: string | null;
  dominantMood: string;
  /** A dream of the caller's whose words guide the search. */
  dreamId?: number;
}

export async function createPlaylistFor({ name, description, dominantMood, dreamId }: PlaylistRequest): Promise<Playlist> {
  const tracks = await api("POST", "/api/playlists/suggest", "suggestion", {
    mood: dominantMood,
    name,
    ...(description ? { description } : {}),
    ...(dreamId ? { dreamId } : {}),
  });
  return api("POST", "/api/playlists", "playlist", { name, description, dominantMood, tracks });
}

// Mood playlists: suggestions (Spotify or the built-in catalogue), storing a
// chosen suggestion under the Free plan's daily quota, listing and deleting.
import "server-only";
import * as z from "zod/mini";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session";
import { suggestionSchema } from "@/lib/music/schema";
import type { Suggestion } from "@/lib/music/types";
import { consume } from "@/lib/security/rate-limit";
import { suggestMusic } from "./music";
import * as q from "./queries";
import type { Playlist, PlaylistCreate, SuggestRequest } from "./schema";

function toPlaylist(row: q.PlaylistRow): Playlist {
  // Stored by POST /api/playlists after the same check; anything else (hand-edited rows) shows no tracks.
  const tracks = z.safeParse(suggestionSchema, row.tracks);
  return {
    ...row,
    tracks: tracks.success ? tracks.data : { attributes: { mood: row.dominantMood, genres: [] }, suggestedTracks: [] },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function suggestPlaylist(user: SessionUser, request: SuggestRequest): Promise<Suggestion> {
  let dreamText: string | undefined;
  if (request.dreamId !== undefined) {
    const dream = await q.dreamWords(user.id, request.dreamId);
    if (!dream) throw new AppError("not_found", "dreamNotFound");
    dreamText = `${dream.title}\n${dream.content}`;
  }
  await consume("suggest", String(user.id));
  return suggestMusic({
    mood: request.mood,
    name: request.name ?? undefined,
    description: request.description ?? undefined,
    dreamText,
  });
}

/** Free plan: 3 per UTC day, counted atomically with the write; Premium: no cap. */
export async function createPlaylist(user: SessionUser, input: PlaylistCreate): Promise<Playlist> {
  const row = await q.createPlaylist(
    user.id,
    { name: input.name, description: input.description ?? null, dominantMood: input.dominantMood, tracks: input.tracks },
    !user.isPremium,
  );
  return toPlaylist(row);
}

export async function listPlaylists(userId: number): Promise<Playlist[]> {
  return (await q.listPlaylists(userId)).map(toPlaylist);
}

export async function removePlaylist(userId: number, rawId: string): Promise<void> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id || !(await q.deletePlaylist(userId, id))) throw new AppError("not_found", "playlistNotFound");
}

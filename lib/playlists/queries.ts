// Playlist reads and writes, always scoped by owner.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consumeDailyQuota } from "@/lib/quota/service";

const playlistSelect = {
  id: true,
  name: true,
  description: true,
  dominantMood: true,
  tracks: true,
  createdAt: true,
} as const satisfies Prisma.DreamPlaylistSelect;

export type PlaylistRow = Prisma.DreamPlaylistGetPayload<{ select: typeof playlistSelect }>;

/** Stores a playlist; a Free user's use of the day is counted in the same transaction. */
export function createPlaylist(
  userId: number,
  data: Omit<Prisma.DreamPlaylistUncheckedCreateInput, "userId">,
  countQuota: boolean,
): Promise<PlaylistRow> {
  return db().$transaction(async (tx) => {
    if (countQuota) await consumeDailyQuota(tx, userId, "playlist");
    return tx.dreamPlaylist.create({ data: { ...data, userId }, select: playlistSelect });
  });
}

export function listPlaylists(userId: number): Promise<PlaylistRow[]> {
  return db().dreamPlaylist.findMany({
    where: { userId },
    select: playlistSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

export async function deletePlaylist(userId: number, id: number): Promise<boolean> {
  const { count } = await db().dreamPlaylist.deleteMany({ where: { id, userId } });
  return count === 1;
}

/** The words of one of the user's dreams, for the search; null when it is not theirs. */
export function dreamWords(userId: number, id: number) {
  return db().dream.findFirst({ where: { id, userId }, select: { title: true, content: true } });
}

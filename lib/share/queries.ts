// Share ids on dreams, and the public read of a shared dream.
import "server-only";
import { db } from "@/lib/db";

/** The caller's dream as sharing needs it, or null when it is not theirs. */
export function findShareable(userId: number, id: number) {
  return db().dream.findFirst({ where: { id, userId }, select: { shareId: true, interpretation: true } });
}

/**
 * Gives the dream `shareId` unless it already has one; returns the id it has
 * afterwards (so two concurrent requests agree on one), or null when the dream
 * is not the caller's.
 */
export async function claimShareId(userId: number, id: number, shareId: string): Promise<string | null> {
  await db().dream.updateMany({ where: { id, userId, shareId: null }, data: { shareId } });
  const row = await db().dream.findFirst({ where: { id, userId }, select: { shareId: true } });
  return row ? row.shareId : null;
}

/** Removes the dream's share id; returns the id it had (null when none), or undefined when the dream is not the caller's. */
export async function releaseShareId(userId: number, id: number): Promise<string | null | undefined> {
  const rows = await db().$queryRaw<{ shareId: string | null }[]>`
    UPDATE "dreams" AS d SET "shareId" = NULL
    FROM (SELECT "id", "shareId" FROM "dreams" WHERE "id" = ${id} AND "userId" = ${userId} FOR UPDATE) AS old
    WHERE d."id" = old."id"
    RETURNING old."shareId"`;
  return rows.length ? (rows[0]?.shareId ?? null) : undefined;
}

/** Whether a link leads to a shared dream (proxy.ts answers an unknown or revoked one with "Dream Not Found"). */
export async function shareExists(shareId: string): Promise<boolean> {
  return (await db().dream.count({ where: { shareId } })) > 0;
}

/** The shared dream behind a link: only what the public page shows. */
export function findShared(shareId: string) {
  return db().dream.findUnique({
    where: { shareId },
    select: {
      id: true,
      title: true,
      content: true,
      interpretation: true,
      interpretationSource: true,
      mood: true,
      interpretationLanguage: true,
      createdAt: true,
    },
  });
}

export type SharedRow = NonNullable<Awaited<ReturnType<typeof findShared>>>;

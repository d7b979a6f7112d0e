// Sharing rules: a dream with an interpretation gets one unguessable link at a
// time; the public read shows title, content, interpretation and mood, never
// who wrote it.
import "server-only";
import { randomBytes } from "node:crypto";
import { unstable_cache } from "next/cache";
import { AppError } from "@/lib/errors/app-error";
import { requireVerifiedAddress } from "@/lib/auth/verification";
import { isMood } from "@/lib/domain/moods";
import { dreamId } from "@/lib/dreams/service";
import { insideNextServer } from "@/lib/env";
import { SHARED_DREAMS_TAG, sharedDreamKept, sharedDreamTag } from "@/lib/cache/tags";
import * as q from "./queries";
import { isShareId, type ShareCreated, type SharedDream, type SharedEntry } from "./schema";
import { shareUrl } from "@/lib/dreams/share-url";

/** 128 random bits, URL-safe. */
export function newShareId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * POST /api/dreams/{id}/share. Asking again returns the same id. A dream
 * without an interpretation cannot be shared yet (409): the shared page is the
 * dream with its interpretation, and the journal only offers sharing then.
 * An account whose address is not verified cannot share (403 email_unverified):
 * shared pages are public and indexed.
 */
export async function shareDream(userId: number, rawId: string): Promise<ShareCreated> {
  const id = dreamId(rawId);
  await requireVerifiedAddress(userId);
  const dream = await q.findShareable(userId, id);
  if (!dream) throw new AppError("not_found", "dreamNotFound");
  if (dream.shareId) return { shareId: dream.shareId, url: shareUrl(dream.shareId) };
  if (!dream.interpretation) throw new AppError("conflict", "shareNeedsInterpretation");
  const shareId = await q.claimShareId(userId, id, newShareId());
  if (!shareId) throw new AppError("not_found", "dreamNotFound");
  return { shareId, url: shareUrl(shareId) };
}

/** DELETE /api/dreams/{id}/share: the link stops working at once; a later share makes a new one. */
export async function unshareDream(userId: number, rawId: string): Promise<{ shareId: null }> {
  const id = dreamId(rawId);
  const previous = await q.releaseShareId(userId, id);
  if (previous === undefined) throw new AppError("not_found", "dreamNotFound");
  // Every server's cache lets go of the page: the database announces the change (lib/cache/tags.ts).
  return { shareId: null };
}

/** Thrown inside the cached read so that an unknown link is not kept (made-up ids must not fill the cache). */
class NotShared extends Error {}

async function readSharedEntry(shareId: string): Promise<SharedEntry> {
  const row = await q.findShared(shareId);
  if (!row) throw new NotShared();
  return {
    title: row.title,
    content: row.content,
    interpretation: row.interpretation,
    interpretationSource: row.interpretationSource,
    mood: isMood(row.mood) ? row.mood : null,
    language: row.interpretationLanguage,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The dream behind a link; null for unknown, revoked or malformed ids. Inside
 * the server it is kept by Next's cache under the dream's tag, so that the
 * page, its image and the public API read it once, and every server forgets
 * it the moment the dream changes (lib/cache/tags.ts).
 */
export async function sharedEntry(shareId: string): Promise<SharedEntry | null> {
  if (!isShareId(shareId)) return null;
  const read = insideNextServer()
    ? unstable_cache(readSharedEntry, ["shared-dream"], {
        tags: [SHARED_DREAMS_TAG, sharedDreamTag(shareId)],
        revalidate: SHARED_REVALIDATE,
      })
    : readSharedEntry;
  try {
    return await read(shareId);
  } catch (error) {
    if (error instanceof NotShared) return null;
    throw error;
  }
}

/** Whether a link leads to a shared dream: known when one of its pages is kept, else asked of the database. */
export async function isShared(shareId: string): Promise<boolean> {
  if (!isShareId(shareId)) return false;
  return sharedDreamKept(shareId) || q.shareExists(shareId);
}

/** A safety net only: changes arrive as notifications (seconds). */
export const SHARED_REVALIDATE = 600;

export function publicView(entry: SharedEntry): SharedDream {
  return {
    title: entry.title,
    content: entry.content,
    ...(entry.interpretation ? { interpretation: entry.interpretation } : {}),
    // An interpretation that came with an imported backup was not written by DreamScape: readers are told.
    ...(entry.interpretation && entry.interpretationSource === "imported" ? { interpretationImported: true } : {}),
    ...(entry.mood ? { mood: entry.mood } : {}),
  };
}

/** GET /api/dreams/share/{shareId}. */
export async function getSharedDream(shareId: string): Promise<SharedDream> {
  const entry = await sharedEntry(shareId);
  if (!entry) throw new AppError("not_found", "sharedDreamNotFound");
  return publicView(entry);
}

/** The shared dream's Open Graph image (kept by Next's cache with the route's answer until the dream changes). */
export async function sharedImage(shareId: string): Promise<Uint8Array | null> {
  const entry = await sharedEntry(shareId);
  if (!entry) return null;
  // Satori and sharp are loaded by the first image, not by every page.
  const { renderShareImage } = await import("./og-image");
  return renderShareImage(entry);
}

/** The page description: the first 155 characters of the content. */
export const DESCRIPTION_LENGTH = 155;
export const shareDescription = (content: string) => content.replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_LENGTH);

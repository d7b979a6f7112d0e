// Sharing rules: a dream with an interpretation gets one unguessable link at a
// time; the public read shows title, content, interpretation and mood, never
// who wrote it.
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { isMood } from "@/lib/dreams/constants";
import { dreamId } from "@/lib/dreams/service";
import { beginRead, cachedShared, cacheShared, type SharedEntry } from "./cache";
import * as q from "./queries";
import { isShareId, type ShareCreated, type SharedDream } from "./schema";
import { shareUrl } from "./urls";

/**
 * How long a browser or CDN may keep a shared dream's public answers: a
 * revoked, edited or deleted dream is gone everywhere within this minute
 * (README, "Running in production": purging a CDN sooner).
 */
export const SHARED_CACHE_CONTROL = "public, max-age=60, must-revalidate";

/** 128 random bits, URL-safe. */
export function newShareId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * POST /api/dreams/{id}/share. Asking again returns the same id. A dream
 * without an interpretation cannot be shared yet (409): the shared page is the
 * dream with its interpretation, and the journal only offers sharing then.
 */
export async function shareDream(userId: number, rawId: string): Promise<ShareCreated> {
  const id = dreamId(rawId);
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
  // Every server drops the link from its cache: the database announces the change (lib/share/cache.ts).
  return { shareId: null };
}

/** The dream behind a link, from memory when it was read before; null for unknown, revoked or malformed ids. */
export async function sharedEntry(shareId: string): Promise<SharedEntry | null> {
  if (!isShareId(shareId)) return null;
  const cached = cachedShared(shareId);
  if (cached) return cached;
  const token = beginRead();
  const row = await q.findShared(shareId);
  if (!row) return null;
  const entry: SharedEntry = {
    title: row.title,
    content: row.content,
    interpretation: row.interpretation,
    interpretationSource: row.interpretationSource,
    mood: isMood(row.mood) ? row.mood : null,
    language: row.interpretationLanguage,
    createdAt: row.createdAt,
  };
  cacheShared(shareId, entry, token);
  return entry;
}

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

/** The shared dream's Open Graph image, drawn once and kept with the entry until the dream changes. */
export async function sharedImage(shareId: string): Promise<Uint8Array | null> {
  const entry = await sharedEntry(shareId);
  if (!entry) return null;
  if (!entry.image) {
    // next/og (Satori and resvg) is loaded by the first image, not by every page.
    const { renderShareImage } = await import("./og-image");
    entry.image = await renderShareImage(entry);
  }
  return entry.image;
}

/** The page description: the first 155 characters of the content. */
export const DESCRIPTION_LENGTH = 155;
export const shareDescription = (content: string) => content.replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_LENGTH);

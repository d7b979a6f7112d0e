// Journal rules: recording under the Free plan's quota, listing, deleting, and
// the shape in which dreams leave the server.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { derivedFields } from "./derived";
import * as q from "./queries";
import { isMood, type Dream, type DreamInput, type DreamUpdate, type Mood } from "./schema";

/** A stored dream as the API answers it (the browser checks it against dreamSchema). */
export function toDream(row: q.DreamRow): Dream {
  return { ...row, mood: isMood(row.mood) ? row.mood : null, createdAt: row.createdAt.toISOString() };
}

export async function recordDream(user: SessionUser, input: DreamInput): Promise<Dream> {
  const createdAt = new Date();
  const row = await q.createDream(
    user.id,
    {
      title: input.title,
      content: input.content,
      mood: input.mood ?? null,
      createdAt,
      ...derivedFields(input.title, input.content, createdAt),
    },
    user.isPremium ? null : "dream",
  );
  return toDream(row);
}

export interface DreamPage {
  dreams: Dream[];
  total: number;
  pages: number;
  page: number;
}

export async function listAllDreams(userId: number): Promise<Dream[]> {
  return (await q.listAllDreams(userId)).map(toDream);
}

/** At most this many words count in a search; more would only slow it down. */
const MAX_TERMS = 8;

export function searchTerms(query: string | undefined): string[] {
  return (query ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}

/** One page of the journal: all dreams, one mood, or those matching a search. */
export async function listDreamPage(
  userId: number,
  { page, limit, q: query, mood }: { page: number; limit: number; q?: string; mood?: Mood },
): Promise<DreamPage> {
  const terms = searchTerms(query);
  const result = terms.length
    ? await q.searchDreamPage(userId, terms, page, limit, mood)
    : await q.listDreamPage(userId, page, limit, mood);
  return { ...result, dreams: result.dreams.map(toDream) };
}

/** Path segments that are not a plain positive id are "not found", like other users' ids. */
export function dreamId(rawId: string): number {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id) throw new AppError("not_found", "dreamNotFound");
  return id;
}

export async function getDream(userId: number, rawId: string): Promise<Dream> {
  const row = await q.findDream(userId, dreamId(rawId));
  if (!row) throw new AppError("not_found", "dreamNotFound");
  return toDream(row);
}

/**
 * Changes title, content or mood with the rules of creation. Derived fields
 * (Dream Health inputs, the import fingerprint) follow the new text, and an
 * existing interpretation is marked as written for an earlier version.
 */
export async function editDream(userId: number, rawId: string, change: DreamUpdate): Promise<Dream> {
  const id = dreamId(rawId);
  const current = await q.findDreamForEdit(userId, id);
  if (!current) throw new AppError("not_found", "dreamNotFound");
  const title = change.title ?? current.title;
  const content = change.content ?? current.content;
  const textChanged = title !== current.title || content !== current.content;
  try {
    const row = await q.updateDream(userId, id, {
      title,
      content,
      ...(change.mood !== undefined ? { mood: change.mood } : {}),
      ...derivedFields(title, content, current.createdAt),
      ...(textChanged && current.interpretation ? { interpretationOutdated: true } : {}),
    });
    if (!row) throw new AppError("not_found", "dreamNotFound");
    return toDream(row);
  } catch (error) {
    // Same date, title and content as another of the user's dreams: that dream already says it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "dreamDuplicate");
    }
    throw error;
  }
}

export async function removeDream(userId: number, rawId: string): Promise<void> {
  if (!(await q.deleteDream(userId, dreamId(rawId)))) throw new AppError("not_found", "dreamNotFound");
}

// Journal rules: recording under the Free plan's quota, listing, deleting, and
// the shape in which dreams leave the server.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { derivedFields } from "./derived";
import * as q from "./queries";
import { isMood, type Dream, type DreamInput } from "./schema";

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

export async function listDreamPage(userId: number, page: number, limit: number): Promise<DreamPage> {
  const result = await q.listDreamPage(userId, page, limit);
  return { ...result, dreams: result.dreams.map(toDream) };
}

/** Accepts the raw path segment: anything but a plain positive id is "not found". */
export async function removeDream(userId: number, rawId: string): Promise<void> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id || !(await q.deleteDream(userId, id))) throw new AppError("not_found", "dreamNotFound");
}

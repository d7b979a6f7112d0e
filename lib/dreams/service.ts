// Journal rules: recording under the Free plan's quota, listing, deleting.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { derivedFields } from "./derived";
import { dreamSelect, type DreamRow } from "./queries";
import * as q from "./queries";
import { consumeDailyQuota, FREE_DAILY_DREAMS } from "./quota";
import type { DreamInput } from "./schema";

export async function recordDream(user: SessionUser, input: DreamInput): Promise<DreamRow> {
  const createdAt = new Date();
  return db().$transaction(async (tx) => {
    if (!user.isPremium) await consumeDailyQuota(tx, user.id, "dream", FREE_DAILY_DREAMS, "dreamQuotaExceeded");
    return tx.dream.create({
      data: {
        userId: user.id,
        title: input.title,
        content: input.content,
        mood: input.mood ?? null,
        createdAt,
        ...derivedFields(input.title, input.content, createdAt),
      },
      select: dreamSelect,
    });
  });
}

export interface DreamPage {
  dreams: DreamRow[];
  total: number;
  pages: number;
  page: number;
}

export function listDreams(userId: number): Promise<DreamRow[]>;
export function listDreams(userId: number, page: number, limit: number): Promise<DreamPage>;
export function listDreams(userId: number, page?: number, limit?: number): Promise<DreamRow[] | DreamPage> {
  if (page === undefined || limit === undefined) return q.listAllDreams(userId);
  return q.listDreamPage(userId, page, limit);
}

/** Accepts the raw path segment: anything but a plain positive id is "not found". */
export async function removeDream(userId: number, rawId: string): Promise<void> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id || !(await q.deleteDream(userId, id))) throw new AppError("not_found", "dreamNotFound");
}

// Dream reads and writes, always scoped by owner: another user's id is simply
// "not found".
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export const dreamSelect = {
  id: true,
  title: true,
  content: true,
  interpretation: true,
  mood: true,
  shareId: true,
  createdAt: true,
} as const satisfies Prisma.DreamSelect;

export type DreamRow = Prisma.DreamGetPayload<{ select: typeof dreamSelect }>;

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies Prisma.DreamOrderByWithRelationInput[];

export function listAllDreams(userId: number): Promise<DreamRow[]> {
  return db.dream.findMany({ where: { userId }, select: dreamSelect, orderBy: [...newestFirst] });
}

export async function listDreamPage(userId: number, page: number, limit: number) {
  const total = await db.dream.count({ where: { userId } });
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, pages);
  const dreams = await db.dream.findMany({
    where: { userId },
    select: dreamSelect,
    orderBy: [...newestFirst],
    skip: (current - 1) * limit,
    take: limit,
  });
  return { dreams, total, pages, page: current };
}

/** Batches for streaming exports: keyset pagination, newest first. */
export function dreamBatch(userId: number, after: { createdAt: Date; id: number } | null, size: number) {
  return db.dream.findMany({
    where: {
      userId,
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    select: dreamSelect,
    orderBy: [...newestFirst],
    take: size,
  });
}

export async function deleteDream(userId: number, id: number): Promise<boolean> {
  const { count } = await db.dream.deleteMany({ where: { id, userId } });
  return count === 1;
}

/** Keys of the caller's dreams, to recognise a backup that is imported twice. */
export async function dreamFingerprints(userId: number): Promise<Set<string>> {
  const rows = await db.dream.findMany({ where: { userId }, select: { title: true, content: true, createdAt: true } });
  return new Set(rows.map((r) => fingerprint(r.title, r.content, r.createdAt)));
}

export const fingerprint = (title: string, content: string, createdAt: Date) =>
  `${createdAt.toISOString()}\u0000${title}\u0000${content}`;

export async function insertDreams(userId: number, rows: Omit<Prisma.DreamCreateManyInput, "userId">[]) {
  const { count } = await db.dream.createMany({ data: rows.map((r) => ({ ...r, userId })) });
  return count;
}

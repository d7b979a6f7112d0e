// Dream reads and writes, always scoped by owner: another user's id is simply
// "not found".
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consumeDailyQuota, type QuotaKind } from "@/lib/quota/service";

export const dreamSelect = {
  id: true,
  title: true,
  content: true,
  interpretation: true,
  interpretationSource: true,
  mood: true,
  shareId: true,
  createdAt: true,
} as const satisfies Prisma.DreamSelect;

export type DreamRow = Prisma.DreamGetPayload<{ select: typeof dreamSelect }>;

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies Prisma.DreamOrderByWithRelationInput[];

export function listAllDreams(userId: number): Promise<DreamRow[]> {
  return db().dream.findMany({ where: { userId }, select: dreamSelect, orderBy: [...newestFirst] });
}

export async function listDreamPage(userId: number, page: number, limit: number) {
  const total = await db().dream.count({ where: { userId } });
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, pages);
  const dreams = await db().dream.findMany({
    where: { userId },
    select: dreamSelect,
    orderBy: [...newestFirst],
    skip: (current - 1) * limit,
    take: limit,
  });
  return { dreams, total, pages, page: current };
}

/**
 * Stores a dream; with `quota`, one use of it is counted in the same
 * transaction, so a refused quota stores nothing and a failed insert counts nothing.
 */
export function createDream(userId: number, data: Omit<Prisma.DreamUncheckedCreateInput, "userId">, quota: QuotaKind | null) {
  return db().$transaction(async (tx) => {
    if (quota) await consumeDailyQuota(tx, userId, quota);
    return tx.dream.create({ data: { ...data, userId }, select: dreamSelect });
  });
}

/** Batches for streaming exports: keyset pagination, newest first. */
export function dreamBatch(userId: number, after: { createdAt: Date; id: number } | null, size: number) {
  return db().dream.findMany({
    where: {
      userId,
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    select: dreamSelect,
    orderBy: [...newestFirst],
    take: size,
  });
}

export async function deleteDream(userId: number, id: number): Promise<boolean> {
  const { count } = await db().dream.deleteMany({ where: { id, userId } });
  return count === 1;
}

/**
 * Inserts dreams, skipping any whose fingerprint the user already has (the
 * unique index decides, so concurrent imports of one backup store each dream
 * once). One statement: the batch is stored whole or not at all. Returns the
 * fingerprints that were stored.
 */
export async function insertNewDreams(userId: number, rows: Omit<Prisma.DreamCreateManyInput, "userId">[]): Promise<Set<string>> {
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const stored = await db().$queryRaw<{ fingerprint: string }[]>`
    INSERT INTO "dreams" ("userId", "title", "content", "mood", "interpretation", "interpretationSource", "createdAt", "memoryScore", "contentLength", "fingerprint")
    SELECT ${userId}, * FROM unnest(
      ${column((r) => r.title)}::text[], ${column((r) => r.content)}::text[], ${column((r) => r.mood ?? null)}::text[],
      ${column((r) => r.interpretation ?? null)}::text[], ${column((r) => r.interpretationSource ?? null)}::text[],
      ${column((r) => new Date(r.createdAt ?? Date.now()))}::timestamp(3)[], ${column((r) => r.memoryScore ?? 0)}::int[],
      ${column((r) => r.contentLength ?? 0)}::int[], ${column((r) => r.fingerprint)}::text[])
    ON CONFLICT ("userId", "fingerprint") DO NOTHING
    RETURNING "fingerprint"`;
  return new Set(stored.map((r) => r.fingerprint));
}

// Dream reads and writes, always scoped by owner: another user's id is simply
// "not found".
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { consumeDailyQuota } from "@/lib/quota/service";

export const dreamSelect = {
  id: true,
  title: true,
  content: true,
  interpretation: true,
  interpretationSource: true,
  interpretationModel: true,
  interpretationLanguage: true,
  interpretationStatus: true,
  interpretationRequestedAt: true,
  interpretationOutdated: true,
  interpretationFallback: true,
  mood: true,
  shareId: true,
  createdAt: true,
} as const satisfies Prisma.DreamSelect;

export type DreamRow = Prisma.DreamGetPayload<{ select: typeof dreamSelect }>;

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies Prisma.DreamOrderByWithRelationInput[];

export interface PageOf<T> {
  dreams: T[];
  total: number;
  pages: number;
  /** The page served: the one asked for, clamped to 1..pages. */
  page: number;
}

function clamp(total: number, page: number, limit: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { pages, page: Math.min(page, pages) };
}

/** One page of the journal, newest first, optionally of one mood. */
export async function listDreamPage(userId: number, page: number, limit: number, mood?: string): Promise<PageOf<DreamRow>> {
  const where = { userId, ...(mood ? { mood } : {}) };
  const total = await db().dream.count({ where });
  const at = clamp(total, page, limit);
  const dreams = await db().dream.findMany({
    where,
    select: dreamSelect,
    orderBy: [...newestFirst],
    skip: (at.page - 1) * limit,
    take: limit,
  });
  return { dreams, total, ...at };
}

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the dreams whose title or content holds every term, ignoring
 * case and accents (dreamscape_fold, the dream_search migration). The LIKE on
 * the folded text is answered by the trigram index dreams_search_idx.
 */
export async function searchDreamPage(
  userId: number,
  terms: string[],
  page: number,
  limit: number,
  mood?: string,
): Promise<PageOf<DreamRow>> {
  const conditions = [
    Prisma.sql`"userId" = ${userId}`,
    ...(mood ? [Prisma.sql`"mood" = ${mood}`] : []),
    ...terms.map(
      (term) =>
        Prisma.sql`dreamscape_fold("title" || ' ' || "content") LIKE '%' || dreamscape_fold(${likeEscaped(term)}) || '%' ESCAPE '\\'`,
    ),
  ];
  const where = Prisma.join(conditions, " AND ");
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "dreams" WHERE ${where}`;
  const at = clamp(total, page, limit);
  const dreams = await db().$queryRaw<DreamRow[]>`
    SELECT "id", "title", "content", "interpretation", "interpretationSource", "interpretationModel", "interpretationLanguage",
           "interpretationStatus", "interpretationRequestedAt", "interpretationOutdated", "interpretationFallback", "mood", "shareId",
           "createdAt"
    FROM "dreams" WHERE ${where}
    ORDER BY "createdAt" DESC, "id" DESC
    LIMIT ${limit} OFFSET ${(at.page - 1) * limit}`;
  return { dreams, total, ...at };
}

export function findDream(userId: number, id: number): Promise<DreamRow | null> {
  return db().dream.findFirst({ where: { id, userId }, select: dreamSelect });
}

/** The dream the caller stored with this Idempotency-Key, if any. */
export function findDreamByKey(userId: number, idempotencyKey: string) {
  return db().dream.findFirst({ where: { userId, idempotencyKey }, select: { ...dreamSelect, idempotencyKey: true } });
}

/** The fields an edit recomputes from, or null for another user's dream. */
export function findDreamForEdit(userId: number, id: number) {
  return db().dream.findFirst({
    where: { id, userId },
    select: {
      title: true,
      content: true,
      mood: true,
      createdAt: true,
      interpretation: true,
      interpretationStatus: true,
      interpretationFallback: true,
    },
  });
}

type Tx = Prisma.TransactionClient;

/**
 * Updates one of the caller's dreams in one transaction: `change` decides the
 * data inside it (quotas counted there roll back with it), and `after` runs
 * there once the row is updated (a job queued with it). Null when the dream
 * is not theirs (or gone).
 */
export async function updateDream(
  userId: number,
  id: number,
  change: (tx: Tx) => Promise<{ data: Prisma.DreamUpdateManyMutationInput; after?: (tx: Tx, id: number) => Promise<void> }>,
): Promise<DreamRow | null> {
  const updated = await db().$transaction(async (tx) => {
    const { data, after } = await change(tx);
    const { count } = await tx.dream.updateMany({ where: { id, userId }, data });
    if (count !== 1) return false;
    await after?.(tx, id);
    return true;
  });
  return updated ? findDream(userId, id) : null;
}

/**
 * Stores a dream; with `quota`, one use of it is counted in the same
 * transaction, so a refused quota stores nothing and a failed insert counts
 * nothing. `after` runs in the transaction too (a job queued with the dream).
 */
export function createDream(
  userId: number,
  data: Omit<Prisma.DreamUncheckedCreateInput, "userId">,
  quota: "dream" | null,
  after?: (tx: Tx, id: number) => Promise<void>,
) {
  return db().$transaction(async (tx) => {
    if (quota) await consumeDailyQuota(tx, userId, quota);
    const row = await tx.dream.create({ data: { ...data, userId }, select: dreamSelect });
    await after?.(tx, row.id);
    return row;
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
export async function insertNewDreams(
  tx: Tx,
  userId: number,
  rows: Omit<Prisma.DreamCreateManyInput, "userId">[],
): Promise<Set<string>> {
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const stored = await tx.$queryRaw<{ fingerprint: string }[]>`
    INSERT INTO "dreams" ("userId", "title", "content", "mood", "interpretation", "interpretationSource", "interpretationStatus",
                          "createdAt", "memoryScore", "contentLength", "fingerprint")
    SELECT ${userId}, * FROM unnest(
      ${column((r) => r.title)}::text[], ${column((r) => r.content)}::text[], ${column((r) => r.mood ?? null)}::text[],
      ${column((r) => r.interpretation ?? null)}::text[], ${column((r) => r.interpretationSource ?? null)}::text[],
      ${column((r) => (r.interpretation ? "ready" : "none"))}::text[],
      ${column((r) => new Date(r.createdAt ?? Date.now()))}::timestamp(3)[], ${column((r) => r.memoryScore ?? 0)}::int[],
      ${column((r) => r.contentLength ?? 0)}::int[], ${column((r) => r.fingerprint)}::text[])
    ON CONFLICT ("userId", "fingerprint") DO NOTHING
    RETURNING "fingerprint"`;
  return new Set(stored.map((r) => r.fingerprint));
}

/** Which of these fingerprints the user's journal already holds. */
export async function existingFingerprints(tx: Tx, userId: number, fingerprints: string[]): Promise<Set<string>> {
  const rows = await tx.dream.findMany({ where: { userId, fingerprint: { in: fingerprints } }, select: { fingerprint: true } });
  return new Set(rows.map((r) => r.fingerprint));
}

/**
 * Stores an interpretation. With `pendingSince`, only if the dream is still
 * waiting for that very request: a later request, an edit's new request or a
 * fallback that got there first is never overwritten. Returns whether it stored.
 */
export async function storeInterpretation(
  userId: number,
  id: number,
  data: Prisma.DreamUpdateManyMutationInput,
  pendingSince?: Date,
): Promise<boolean> {
  const { count } = await db().dream.updateMany({
    where: { id, userId, ...(pendingSince ? { interpretationStatus: "pending", interpretationRequestedAt: pendingSince } : {}) },
    data,
  });
  return count === 1;
}

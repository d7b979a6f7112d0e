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
  lucid: true,
  clarity: true,
  createdAt: true,
} as const satisfies Prisma.DreamSelect;

/** dreamSelect's columns, for the raw queries that filter (aliased d). */
const SELECTED_COLUMNS = Object.keys(dreamSelect)
  .map((column) => `d."${column}"`)
  .join(", ");

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

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What narrows the journal; days are "YYYY-MM-DD" in `timeZone`, both ends included. */
export interface DreamFilter {
  terms: string[];
  mood?: string;
  tagKey?: string;
  lucid?: boolean;
  from?: string;
  to?: string;
  timeZone: string;
}

/**
 * The conditions of a filtered journal. Words are matched in title or content
 * ignoring case and accents (dreamscape_fold, the dream_search migration; the
 * trigram index dreams_search_idx answers the LIKE). The day bounds become
 * instants in the user's time zone, so the (userId, createdAt) index answers them.
 */
function filterSql(userId: number, f: DreamFilter): Prisma.Sql {
  const conditions = [
    Prisma.sql`d."userId" = ${userId}`,
    ...(f.mood ? [Prisma.sql`d."mood" = ${f.mood}`] : []),
    ...(f.lucid === undefined ? [] : [Prisma.sql`d."lucid" = ${f.lucid}`]),
    ...(f.from ? [Prisma.sql`d."createdAt" >= (${f.from}::date::timestamp AT TIME ZONE ${f.timeZone})`] : []),
    ...(f.to ? [Prisma.sql`d."createdAt" < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timeZone})`] : []),
    ...(f.tagKey
      ? [
          Prisma.sql`EXISTS (SELECT 1 FROM "dream_tags" dt JOIN "tags" t ON t."id" = dt."tagId"
                     WHERE dt."dreamId" = d."id" AND t."userId" = ${userId} AND t."key" = ${f.tagKey})`,
        ]
      : []),
    ...f.terms.map(
      (term) =>
        Prisma.sql`dreamscape_fold(d."title" || ' ' || d."content") LIKE '%' || dreamscape_fold(${likeEscaped(term)}) || '%' ESCAPE '\\'`,
    ),
  ];
  return Prisma.join(conditions, " AND ");
}

/** One page of the journal, newest first, narrowed by `filter`. */
export async function dreamPage(userId: number, filter: DreamFilter, page: number, limit: number): Promise<PageOf<DreamRow>> {
  const where = filterSql(userId, filter);
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "dreams" d WHERE ${where}`;
  const at = clamp(total, page, limit);
  const dreams = await db().$queryRaw<DreamRow[]>`
    SELECT ${Prisma.raw(SELECTED_COLUMNS)}
    FROM "dreams" d WHERE ${where}
    ORDER BY d."createdAt" DESC, d."id" DESC
    LIMIT ${limit} OFFSET ${(at.page - 1) * limit}`;
  return { dreams, total, ...at };
}

/** The user's dreams with no interpretation and none on its way (restored without one, or saved while interpreting was off). */
export function countUninterpreted(userId: number): Promise<number> {
  return db().dream.count({ where: { userId, interpretationStatus: "none" } });
}

/** Whether the caller has this dream (one index probe; proxy.ts answers a missing one with a page not found). */
export async function dreamExists(userId: number, id: number): Promise<boolean> {
  return (await db().dream.count({ where: { id, userId } })) > 0;
}

export function findDream(userId: number, id: number): Promise<DreamRow | null> {
  return db().dream.findFirst({ where: { id, userId }, select: dreamSelect });
}

/** The id of the caller's dream that was stored with this Idempotency-Key and since deleted (kept 90 days), if any. */
export async function deletedDreamOfKey(userId: number, key: string): Promise<number | null> {
  const row = await db().deletedDreamKey.findUnique({ where: { userId_key: { userId, key } }, select: { dreamId: true } });
  return row?.dreamId ?? null;
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
      lucid: true,
      clarity: true,
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

/** Deletes one of the caller's dreams; `after` runs in the same transaction once it is gone (its tags let go of). */
export async function deleteDream(userId: number, id: number, after?: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.dream.deleteMany({ where: { id, userId } });
    if (count !== 1) return false;
    await after?.(tx);
    return true;
  });
}

/**
 * Inserts dreams, skipping any whose fingerprint the user already has (the
 * unique index decides, so concurrent imports of one backup store each dream
 * once). One statement: the batch is stored whole or not at all. Returns the
 * fingerprints that were stored, with the new dreams' ids.
 */
export async function insertNewDreams(
  tx: Tx,
  userId: number,
  rows: Omit<Prisma.DreamCreateManyInput, "userId">[],
): Promise<Map<string, number>> {
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const stored = await tx.$queryRaw<{ fingerprint: string; id: number }[]>`
    INSERT INTO "dreams" ("userId", "title", "content", "mood", "interpretation", "interpretationSource", "interpretationStatus",
                          "createdAt", "memoryScore", "contentLength", "fingerprint", "lucid", "clarity", "symbols", "symbolsVersion")
    SELECT ${userId}, u."title", u."content", u."mood", u."interpretation", u."interpretationSource", u."interpretationStatus",
           u."createdAt", u."memoryScore", u."contentLength", u."fingerprint", u."lucid", u."clarity",
           string_to_array(u."symbols", ' '), u."symbolsVersion"
    FROM unnest(
      ${column((r) => r.title)}::text[], ${column((r) => r.content)}::text[], ${column((r) => r.mood ?? null)}::text[],
      ${column((r) => r.interpretation ?? null)}::text[], ${column((r) => r.interpretationSource ?? null)}::text[],
      ${column((r) => (r.interpretation ? "ready" : "none"))}::text[],
      ${column((r) => new Date(r.createdAt ?? Date.now()))}::timestamp(3)[], ${column((r) => r.memoryScore ?? 0)}::int[],
      ${column((r) => r.contentLength ?? 0)}::int[], ${column((r) => r.fingerprint)}::text[],
      ${column((r) => r.lucid ?? false)}::boolean[], ${column((r) => r.clarity ?? null)}::int[],
      -- unnest would flatten an array of arrays: each dream's symbols travel as one space-separated text.
      ${column((r) => symbolList(r.symbols).join(" "))}::text[], ${column((r) => r.symbolsVersion ?? 0)}::int[])
      AS u("title", "content", "mood", "interpretation", "interpretationSource", "interpretationStatus", "createdAt",
           "memoryScore", "contentLength", "fingerprint", "lucid", "clarity", "symbols", "symbolsVersion")
    ON CONFLICT ("userId", "fingerprint") DO NOTHING
    RETURNING "fingerprint", "id"`;
  return new Map(stored.map((r) => [r.fingerprint, r.id]));
}

/** A create input's symbols (Prisma also accepts `{ set: [...] }`). */
const symbolList = (symbols: Prisma.DreamCreateManyInput["symbols"]): string[] =>
  Array.isArray(symbols) ? symbols : (symbols?.set ?? []);

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

// Tags and their dreams, always scoped by owner. A tag row is the user's
// (unique by its folded key); dream_tags links it to their dreams. A tag no
// dream uses any more is deleted in the transaction that let go of it (an
// edit, a deleted dream, a dream sign unmarked), unless it is a dream sign.
//
// Whatever creates, renames, merges or deletes a user's tags, or gives one to
// a dream, first takes that user's tag lock (held until its transaction ends),
// so two of them never interleave: two renames onto one new name merge (the
// second finds the first's), and a tag deleted as unused is never one another
// request is giving to a dream at that moment.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayTag, tagKey } from "./name";

type Tx = Prisma.TransactionClient;

/** The first key of the user's tag lock (pg_advisory_xact_lock(int, int)); the second is the user's id. */
const TAG_LOCK = 7_270_002;

const lockTags = (tx: Tx | ReturnType<typeof db>, userId: number) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(${TAG_LOCK}::int, ${userId}::int)`;

/** Deletes the user's tags that no dream uses (dream signs stay); in the caller's transaction, under the tag lock. */
export async function dropUnusedTags(tx: Tx, userId: number): Promise<void> {
  await lockTags(tx, userId);
  await tx.$executeRaw`
    DELETE FROM "tags" t
    WHERE t."userId" = ${userId} AND NOT t."dreamSign"
      AND NOT EXISTS (SELECT 1 FROM "dream_tags" dt WHERE dt."tagId" = t."id")`;
}

/** Gives one of the user's dreams exactly these tags, creating the tags that are new; in the caller's transaction. */
export async function setDreamTags(tx: Tx, userId: number, dreamId: number, names: readonly string[]): Promise<void> {
  const wanted = names.map((name) => ({ userId, name: displayTag(name), key: tagKey(name) }));
  let ids: number[] = [];
  if (wanted.length > 0) {
    await lockTags(tx, userId);
    await tx.tag.createMany({ data: wanted, skipDuplicates: true });
    const tags = await tx.tag.findMany({ where: { userId, key: { in: wanted.map((w) => w.key) } }, select: { id: true } });
    ids = tags.map((t) => t.id);
  }
  const { count: dropped } = await tx.dreamTag.deleteMany({ where: { dreamId, tagId: { notIn: ids } } });
  if (ids.length > 0) await tx.dreamTag.createMany({ data: ids.map((tagId) => ({ dreamId, tagId })), skipDuplicates: true });
  if (dropped > 0) await dropUnusedTags(tx, userId);
}

/** The tags of these dreams (the caller's), by dream id, in alphabetical order. */
export async function tagsOfDreams(dreamIds: readonly number[]): Promise<Map<number, string[]>> {
  const byDream = new Map<number, string[]>();
  if (dreamIds.length === 0) return byDream;
  const links = await db().dreamTag.findMany({
    where: { dreamId: { in: [...dreamIds] } },
    select: { dreamId: true, tag: { select: { name: true } } },
    orderBy: { tag: { key: "asc" } },
  });
  for (const { dreamId, tag } of links) byDream.set(dreamId, [...(byDream.get(dreamId) ?? []), tag.name]);
  return byDream;
}

export interface TagRow {
  name: string;
  count: number;
  dreamSign: boolean;
}

/** The user's tags in use (and dream signs even when unused), most used first. */
export function listTags(userId: number): Promise<TagRow[]> {
  return db().$queryRaw<TagRow[]>`
    SELECT t."name", t."dreamSign", count(dt."dreamId")::int AS "count"
    FROM "tags" t LEFT JOIN "dream_tags" dt ON dt."tagId" = t."id"
    WHERE t."userId" = ${userId}
    GROUP BY t."id"
    HAVING count(dt."dreamId") > 0 OR t."dreamSign"
    ORDER BY "count" DESC, t."key" ASC`;
}

/**
 * Renames a tag on every dream, or merges it into the user's tag of the new
 * name when there is one (its dreams gain that tag, a dream sign stays a
 * dream sign); then sets `dreamSign` if given. Null when there is no such tag.
 */
export async function changeTag(
  userId: number,
  key: string,
  change: { name?: string; dreamSign?: boolean },
): Promise<{ name: string; dreamSign: boolean } | null> {
  return db().$transaction(async (tx) => {
    await lockTags(tx, userId);
    const source = await tx.tag.findUnique({ where: { userId_key: { userId, key } } });
    if (!source) return null;
    let tag = source;
    if (change.name !== undefined) {
      const name = displayTag(change.name);
      const target = await tx.tag.findUnique({ where: { userId_key: { userId, key: tagKey(name) } } });
      if (target && target.id !== source.id) {
        await tx.$executeRaw`
          INSERT INTO "dream_tags" ("dreamId", "tagId")
          SELECT "dreamId", ${target.id} FROM "dream_tags" WHERE "tagId" = ${source.id}
          ON CONFLICT DO NOTHING`;
        await tx.tag.delete({ where: { id: source.id } });
        tag = await tx.tag.update({ where: { id: target.id }, data: { dreamSign: target.dreamSign || source.dreamSign } });
      } else {
        tag = await tx.tag.update({ where: { id: source.id }, data: { name, key: tagKey(name) } });
      }
    }
    if (change.dreamSign !== undefined)
      tag = await tx.tag.update({ where: { id: tag.id }, data: { dreamSign: change.dreamSign } });
    // No longer a dream sign, and on no dream: nothing keeps it.
    if (change.dreamSign === false) await dropUnusedTags(tx, userId);
    return { name: tag.name, dreamSign: tag.dreamSign };
  });
}

/** Tags many dreams at once (an import): the tags are created as needed, in three statements for the whole batch. */
export async function tagDreams(tx: Tx, userId: number, tagged: readonly { dreamId: number; names: readonly string[] }[]) {
  const wanted = new Map<string, string>();
  for (const { names } of tagged)
    for (const name of names) if (!wanted.has(tagKey(name))) wanted.set(tagKey(name), displayTag(name));
  if (wanted.size === 0) return;
  await lockTags(tx, userId);
  await tx.tag.createMany({ data: [...wanted].map(([key, name]) => ({ userId, key, name })), skipDuplicates: true });
  const ids = new Map(
    (await tx.tag.findMany({ where: { userId, key: { in: [...wanted.keys()] } }, select: { id: true, key: true } })).map((t) => [
      t.key,
      t.id,
    ]),
  );
  const links = tagged.flatMap(({ dreamId, names }) =>
    names.flatMap((name) => {
      const tagId = ids.get(tagKey(name));
      return tagId === undefined ? [] : [{ dreamId, tagId }];
    }),
  );
  if (links.length > 0) await tx.dreamTag.createMany({ data: links, skipDuplicates: true });
}

/** Marks these tags as dream signs, creating those the user has not used yet. */
export async function markDreamSigns(userId: number, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const data = names.map((name) => ({ userId, key: tagKey(name), name: displayTag(name), dreamSign: true }));
  await db().$transaction([
    lockTags(db(), userId),
    db().tag.createMany({ data, skipDuplicates: true }),
    db().tag.updateMany({ where: { userId, key: { in: data.map((d) => d.key) } }, data: { dreamSign: true } }),
  ]);
}

/** The names of the user's dream signs. */
export async function dreamSignNames(userId: number): Promise<string[]> {
  const rows = await db().tag.findMany({ where: { userId, dreamSign: true }, select: { name: true }, orderBy: { key: "asc" } });
  return rows.map((row) => row.name);
}

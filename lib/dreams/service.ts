// Journal rules: recording under the Free plan's quota, listing, deleting, and
// the shape in which dreams leave the server.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session";
import { timeZoneOf } from "@/lib/auth/queries";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/domain/locales";
import { shareUrl } from "@/lib/dreams/share-url";
import { tagKey } from "@/lib/tags/name";
import { dropUnusedTags, setDreamTags, tagsOfDreams } from "@/lib/tags/queries";
import { suggestedTags } from "@/lib/tags/suggestions";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zone";
import { derivedFields, textFields } from "./derived";
import { editWithinBudget, planOnSave, reinterpretDream, settleStale } from "./interpretation";
import * as q from "./queries";
import { symbolFields } from "./symbols";
import { idempotencyKeySchema, type Dream, type DreamInput, type DreamUpdate, type ListQuery } from "./schema";
import { INTERPRETATION_FALLBACKS } from "@/lib/domain/journal";
import { isMood } from "@/lib/domain/moods";

/** A stored dream as the API answers it (the browser checks it against dreamSchema). */
const STATUSES = ["none", "pending", "ready"] as const;
const statusOf = (value: string): Dream["interpretationStatus"] => STATUSES.find((s) => s === value) ?? "none";

const CLARITIES = [0, 1, 2, 3] as const;

export function toDream(row: q.DreamRow, tags: string[]): Dream {
  const { interpretationRequestedAt: _internal, ...fields } = row;
  return {
    ...fields,
    tags,
    clarity: CLARITIES.find((c) => c === row.clarity) ?? null,
    interpretationFallback: INTERPRETATION_FALLBACKS.find((f) => f === row.interpretationFallback) ?? null,
    mood: isMood(row.mood) ? row.mood : null,
    shareUrl: row.shareId ? shareUrl(row.shareId) : null,
    interpretationStatus: statusOf(row.interpretationStatus),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A dream is lucid or not; only a lucid one has a clarity. */
const lucidity = (lucid: boolean, clarity: number | null) => ({ lucid, clarity: lucid ? clarity : null });

/** Dreams as the API answers them, with their tags (one query for all). */
async function present(rows: q.DreamRow[]): Promise<Dream[]> {
  const tags = await tagsOfDreams(rows.map((row) => row.id));
  return rows.map((row) => toDream(row, tags.get(row.id) ?? []));
}

/**
 * One dream, with the tags its interpretation's symbols suggest (lists leave
 * them out: they cost a reading of each text). A save passes the symbols it
 * ranked, so they are not ranked again.
 */
async function presentOne(row: q.DreamRow, symbols?: readonly string[]): Promise<Dream> {
  const [dream] = await present([row]);
  return { ...dream, suggestedTags: suggestedTags({ ...dream, symbols }) };
}

/** What POST /api/dreams did: stored the dream, or found it stored by an earlier try with the same key. */
export interface Recorded {
  dream: Dream;
  replayed: boolean;
}

/**
 * Stores a dream with its interpretation in `language`: the built-in
 * interpreter's in the same write; an external provider's through a job
 * queued in the same transaction (the dream is stored "pending").
 *
 * With an idempotency key (a dream kept on the device while offline), a
 * second try answers the dream the first one stored, without counting it
 * against the daily quota again; the unique (userId, idempotencyKey) index
 * decides between two tries that arrive at once. A try whose dream was stored
 * and has since been deleted is refused (409), never stored again.
 */
export async function recordDream(
  user: SessionUser,
  input: DreamInput,
  language: Locale,
  idempotencyKey: string | null = null,
): Promise<Recorded> {
  const key = idempotencyKey === null ? null : checkedKey(idempotencyKey);
  if (key) {
    const earlier = await replay(user.id, key, input);
    if (earlier) return earlier;
  }
  const createdAt = input.createdAt ? new Date(input.createdAt) : new Date();
  const dream = { title: input.title, content: input.content, mood: input.mood ?? null };
  const plan = await planOnSave(user, dream, language);
  const derived = derivedFields(input.title, input.content, createdAt, plan?.symbols);
  try {
    const row = await withoutDuplicates(() =>
      q.createDream(
        user.id,
        {
          ...dream,
          ...lucidity(input.lucid ?? false, input.clarity ?? null),
          createdAt,
          idempotencyKey: key,
          ...derived,
          ...plan?.fields,
        },
        user.isPremium ? null : "dream",
        async (tx, id) => {
          await setDreamTags(tx, user.id, id, input.tags ?? []);
          await plan?.enqueue?.(tx, id);
        },
      ),
    );
    return { dream: await presentOne(row, derived.symbols), replayed: false };
  } catch (error) {
    // Two tries with one key at the same moment: the other one stored it.
    const earlier = key && error instanceof AppError && error.code === "conflict" ? await replay(user.id, key, input) : null;
    if (earlier) return earlier;
    throw error;
  }
}

function checkedKey(raw: string): string {
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new AppError("validation_failed", "idempotencyKeyInvalid");
  return parsed.data;
}

/**
 * The dream stored under `key`. A key reused for a different dream (any field)
 * is refused rather than answered with the wrong one, or with a dream that
 * silently lacks what this request asked for; the 409 names the stored dream,
 * so a client that sent it once (its answer lost) knows it is there.
 */
async function replay(userId: number, key: string, input: DreamInput): Promise<Recorded | null> {
  const row = await q.findDreamByKey(userId, key);
  if (!row) {
    const deleted = await q.deletedDreamOfKey(userId, key);
    if (deleted !== null)
      throw new AppError("conflict", "idempotencyKeyDeleted", { details: { dreamId: deleted, deleted: true } });
    return null;
  }
  const { idempotencyKey: _key, ...stored } = row;
  const dream = await presentOne(stored);
  if (!asked(dream, input)) throw new AppError("conflict", "idempotencyKeyReused", { details: { dreamId: dream.id } });
  return { dream, replayed: true };
}

/** Whether `input` asks for exactly the stored dream; without a date it was dated by the server, so any date fits. */
function asked(stored: Dream, input: DreamInput): boolean {
  const keys = (names: readonly string[]) => names.map(tagKey).sort().join("\n");
  const marks = lucidity(input.lucid ?? false, input.clarity ?? null);
  return (
    stored.title === input.title &&
    stored.content === input.content &&
    stored.mood === (input.mood ?? null) &&
    keys(stored.tags) === keys(input.tags ?? []) &&
    stored.lucid === marks.lucid &&
    stored.clarity === marks.clarity &&
    (input.createdAt === undefined || new Date(stored.createdAt).getTime() === new Date(input.createdAt).getTime())
  );
}

/**
 * Same moment, title and text as another of the user's dreams (a double
 * submit, an edit into a copy): that dream already says it, so 409 rather
 * than a second copy.
 */
async function withoutDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "dreamDuplicate");
    }
    throw error;
  }
}

export interface DreamPage {
  dreams: Dream[];
  total: number;
  pages: number;
  page: number;
}

/** At most this many words count in a search; more would only slow it down. */
const MAX_TERMS = 8;

export function searchTerms(query: string | undefined): string[] {
  return (query ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}

/**
 * One page of the journal, narrowed by words, mood, tag, lucidity and days
 * (in the user's time zone, UTC until they set one).
 */
export async function listDreamPage(
  userId: number,
  { page, limit, q: query, mood, tag, lucid, from, to }: Omit<ListQuery, "page" | "limit"> & { page: number; limit: number },
): Promise<DreamPage> {
  const filter: q.DreamFilter = {
    terms: searchTerms(query),
    mood,
    tagKey: tag === undefined ? undefined : tagKey(tag),
    lucid,
    from,
    to,
    timeZone: from || to ? ((await timeZoneOf(userId)) ?? DEFAULT_TIME_ZONE) : DEFAULT_TIME_ZONE,
  };
  const result = await q.dreamPage(userId, filter, page, limit);
  return { ...result, dreams: await present(await settleStale(userId, result.dreams)) };
}

/** Path segments that are not a plain positive id are "not found", like other users' ids. */
export function dreamId(rawId: string): number {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id) throw new AppError("not_found", "dreamNotFound");
  return id;
}

/** Whether the caller has a dream of this id (a malformed id is none). */
export async function hasDream(userId: number, rawId: string): Promise<boolean> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  return id > 0 && q.dreamExists(userId, id);
}

export async function getDream(userId: number, rawId: string): Promise<Dream> {
  const row = await q.findDream(userId, dreamId(rawId));
  if (!row) throw new AppError("not_found", "dreamNotFound");
  const [settled] = await settleStale(userId, [row]);
  return presentOne(settled);
}

/** POST /api/dreams/{id}/interpret: a fresh interpretation in the caller's language. */
export async function interpretAgain(user: SessionUser, rawId: string, language: Locale): Promise<Dream> {
  return presentOne(await reinterpretDream(user, dreamId(rawId), language));
}

/**
 * Changes title, content or mood with the rules of creation. Derived fields
 * (Dream Health inputs, the import fingerprint) follow the new text, and a
 * changed dream gets a fresh interpretation in `language` within the AI
 * budget (lib/dreams/interpretation.ts); otherwise, or with interpreting
 * switched off, the old one stays, marked as outdated.
 */
export async function editDream(user: SessionUser, rawId: string, change: DreamUpdate, language: Locale): Promise<Dream> {
  const id = dreamId(rawId);
  const current = await q.findDreamForEdit(user.id, id);
  if (!current) throw new AppError("not_found", "dreamNotFound");
  const next = {
    title: change.title ?? current.title,
    content: change.content ?? current.content,
    mood: change.mood !== undefined ? change.mood : current.mood,
  };
  const createdAt = change.createdAt ? new Date(change.createdAt) : current.createdAt;
  const lucid = change.lucid ?? current.lucid;
  const marks = lucidity(lucid, change.clarity !== undefined ? change.clarity : current.clarity);
  const changed = next.title !== current.title || next.content !== current.content || next.mood !== current.mood;
  const plan = changed ? await planOnSave(user, next, language) : null;
  // A new text is ranked once (by its built-in interpretation, or alone); an unchanged one keeps its symbols.
  const symbols = changed ? (plan?.symbols ?? symbolFields(next.title, next.content)) : null;
  const outdated = changed && current.interpretation ? { interpretationOutdated: true } : {};
  const row = await withoutDuplicates(() =>
    q.updateDream(user.id, id, async (tx) => {
      const fresh = plan !== null && (await editWithinBudget(tx, user));
      return {
        data: {
          ...next,
          ...marks,
          createdAt,
          ...textFields(next.title, next.content, createdAt),
          ...symbols,
          ...(fresh ? plan.fields : outdated),
        },
        after: async (tx2, dreamId) => {
          if (change.tags !== undefined) await setDreamTags(tx2, user.id, dreamId, change.tags);
          if (fresh) await plan.enqueue?.(tx2, dreamId);
        },
      };
    }),
  );
  if (!row) throw new AppError("not_found", "dreamNotFound");
  return presentOne(row, symbols?.symbols);
}

/** Deletes a dream, and with it the tags no other dream of the user has. */
export async function removeDream(userId: number, rawId: string): Promise<void> {
  if (!(await q.deleteDream(userId, dreamId(rawId), (tx) => dropUnusedTags(tx, userId)))) {
    throw new AppError("not_found", "dreamNotFound");
  }
}

// Dream schemas, shared by the new-dream form and the API. Messages are keys
// of the `Validation` namespace. zod/mini: these run in the browser too.
import * as z from "zod/mini";

import { tagNameSchema, tagsSchema } from "@/lib/tags/schema";
import { prepared, withoutNul } from "@/lib/domain/input";
import { inYearRange, isRealDay } from "@/lib/time/days";
import { timeZoneSchema } from "@/lib/time/schema";
import {
  BACKUP_FORMAT,
  CLARITY_LEVELS,
  hasVisibleText,
  CONTENT_MAX,
  IMPORT_MAX_DREAMS,
  INTERPRETATION_FALLBACKS,
  PAGE_SIZE_MAX,
  SEARCH_MAX,
  TITLE_MAX,
} from "@/lib/domain/journal";
import { MOODS } from "@/lib/domain/moods";

export const titleSchema = prepared(
  withoutNul,
  z
    .string({ error: "titleRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "titleRequired" }),
      z.refine(hasVisibleText, { error: "titleRequired" }),
      z.maxLength(TITLE_MAX, { error: "titleTooLong" }),
    ),
);

export const contentSchema = prepared(
  withoutNul,
  z
    .string({ error: "contentRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "contentRequired" }),
      z.refine(hasVisibleText, { error: "contentRequired" }),
      z.maxLength(CONTENT_MAX, { error: "contentTooLong" }),
    ),
);

/** Optional: "" and null mean "no mood"; case and spaces are forgiven. */
export const moodSchema = prepared(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() || null : v),
  z.nullish(z.enum(MOODS, { error: "moodInvalid" })),
);

/** How clear a lucid dream was (0–3), or null. */
export const claritySchema = z.nullable(
  z.union(
    CLARITY_LEVELS.map((level) => z.literal(level)),
    { error: "clarityInvalid" },
  ),
);

const lucidSchema = z.boolean({ error: "lucidInvalid" });

/** The earliest date a dream may carry: older "dreams" are typos, as are dates more than a day ahead. */
export const EARLIEST_DREAM = Date.UTC(1900, 0, 1);
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000; // time zones

const dreamDate = z.iso.datetime({ offset: true }).check(
  z.refine(
    (iso) => {
      const time = Date.parse(iso);
      return time >= EARLIEST_DREAM && time <= Date.now() + FUTURE_TOLERANCE_MS;
    },
    { error: "dateOutOfRange" },
  ),
);

/**
 * POST /api/dreams. `createdAt` (ISO 8601 with an offset) dates a dream written
 * earlier: on a device without a connection, or last night's dream typed in at
 * noon; without it the dream is dated when the server stores it.
 */
export const dreamInputSchema = z.strictObject({
  title: titleSchema,
  content: contentSchema,
  mood: moodSchema,
  createdAt: z.optional(dreamDate),
  tags: z.optional(tagsSchema),
  lucid: z.optional(lucidSchema),
  clarity: z.optional(claritySchema),
});
export type DreamInput = z.output<typeof dreamInputSchema>;

/**
 * The Idempotency-Key header of POST /api/dreams: a random id the browser
 * makes once per dream it keeps on the device, so that sending it again (the
 * connection dropped before the answer came) never stores a second copy.
 */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** PATCH /api/dreams/{id}: any of the fields, with the same rules as on creation; `tags` replaces the dream's tags. */
export const dreamUpdateSchema = z
  .strictObject({
    title: z.optional(titleSchema),
    content: z.optional(contentSchema),
    mood: moodSchema,
    createdAt: z.optional(dreamDate),
    tags: z.optional(tagsSchema),
    lucid: z.optional(lucidSchema),
    clarity: z.optional(claritySchema),
  })
  .check(z.refine((v) => Object.values(v).some((field) => field !== undefined), { error: "nothingToChange" }));
export type DreamUpdate = z.output<typeof dreamUpdateSchema>;

const positiveInt = (max: number) =>
  prepared((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.int().check(z.minimum(1), z.maximum(max)));

/** A calendar day, "YYYY-MM-DD", that exists (no 2026-02-30), from 1900 to 2100. */
export const daySchema = z
  .string({ error: "dayInvalid" })
  .check(z.refine(isRealDay, { error: "dayInvalid", abort: true }), z.refine(inYearRange, { error: "dayOutOfRange" }));

const optionalQuery = <S extends z.ZodMiniType>(schema: S) =>
  prepared((v) => (typeof v === "string" ? v.trim() || undefined : v), z.optional(schema));

/**
 * Without page and limit the list is its newest page of PAGE_SIZE_MAX; q, mood,
 * tag, lucid and the days from–to (inclusive, in the user's time zone) narrow it.
 */
export const listQuerySchema = z
  .object({
    page: z.optional(positiveInt(1_000_000)),
    limit: z.optional(positiveInt(PAGE_SIZE_MAX)),
    q: prepared(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      z.optional(z.string().check(z.maxLength(SEARCH_MAX, { error: "searchTooLong" }))),
    ),
    mood: prepared((v) => (v === "" ? undefined : v), z.optional(z.enum(MOODS, { error: "moodInvalid" }))),
    tag: optionalQuery(tagNameSchema),
    lucid: optionalQuery(
      z.pipe(
        z.enum(["true", "false"], { error: "lucidInvalid" }),
        z.transform((v) => v === "true"),
      ),
    ),
    from: optionalQuery(daySchema),
    to: optionalQuery(daySchema),
  })
  .check(z.refine((v) => !v.from || !v.to || v.from <= v.to, { error: "dateRangeBackwards", path: ["to"] }));
export type ListQuery = z.output<typeof listQuerySchema>;

/** GET /api/dreams/export: text (the default), Markdown, or the JSON backup. */
export const exportQuerySchema = z.object({ format: z._default(z.enum(["txt", "md", "json"]), "txt") });

/** One record of a JSON backup; unknown extra fields are ignored. */
export const importRecordSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  mood: moodSchema,
  interpretation: prepared(withoutNul, z.nullish(z.string().check(z.trim(), z.maxLength(CONTENT_MAX)))),
  createdAt: z.optional(dreamDate),
  tags: z.optional(tagsSchema),
  lucid: z.optional(lucidSchema),
  clarity: z.optional(claritySchema),
});

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: "backupFormat" }),
  version: z.literal(1, { error: "backupFormat" }),
  dreams: z.array(z.unknown(), { error: "backupFormat" }).check(z.maxLength(IMPORT_MAX_DREAMS, { error: "backupTooLarge" })),
  /** The journal's dream signs (tags marked as such), by name. */
  dreamSigns: z.optional(z.array(tagNameSchema).check(z.maxLength(1000))),
  /** The time zone of the journal's days; adopted when the importing account has none. */
  timeZone: z.optional(z.nullable(timeZoneSchema)),
});

// What the API answers, shared by the handlers (which build these types) and
// the browser (which checks answers against the schemas): a change on one side
// is a compile error on the other.

export const dreamSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  interpretation: z.nullable(z.string()),
  /** "imported" from a backup, "offline" (the built-in interpreter) or "openai". */
  interpretationSource: z.nullable(z.string()),
  /** The model that wrote it, for "openai". */
  interpretationModel: z.nullable(z.string()),
  /** The interface language it was written in. */
  interpretationLanguage: z.nullable(z.string()),
  /** "pending" while an external provider writes it: the browser asks again until it is "ready". */
  interpretationStatus: z.enum(["none", "pending", "ready"]),
  /** The dream was edited after its interpretation was written. */
  interpretationOutdated: z.boolean(),
  /**
   * Why the built-in interpreter wrote it although the user agreed to the AI
   * provider: it failed 3 times ("provider_failed") or the site's daily AI
   * allowance was spent ("site_limit"). Asking again is then free.
   */
  interpretationFallback: z.nullable(z.enum(INTERPRETATION_FALLBACKS)),
  mood: z.nullable(z.enum(MOODS)),
  /** The dream's tags, in alphabetical order. */
  tags: z.array(z.string()),
  lucid: z.boolean(),
  /** 0–3 for a lucid dream that says how clear it was; null otherwise. */
  clarity: z.nullable(z.union(CLARITY_LEVELS.map((level) => z.literal(level)))),
  /**
   * Only in answers about one dream (GET, POST, PATCH /api/dreams/{id}, interpret):
   * symbols of its interpretation, in its language, that are not yet its tags.
   */
  suggestedTags: z.optional(z.array(z.string())),
  shareId: z.nullable(z.string()),
  /** The shared page's absolute address (from APP_URL) while the dream is shared. */
  shareUrl: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Dream = z.output<typeof dreamSchema>;

export const dreamListSchema = z.array(dreamSchema);

/**
 * GET /api/dreams/uninterpreted: how many of the caller's dreams have no
 * interpretation yet (restored from a backup without one, say), and what the
 * plan still allows today to give them one.
 */
export const interpretationBacklogSchema = z.object({
  waiting: z.int(),
  /**
   * The Free plan's fresh interpretations: the day's limit, what is left of
   * it, and when it starts again (ISO 8601: the next midnight UTC). Null on
   * Premium, which has no cap.
   */
  allowance: z.nullable(z.object({ limit: z.int(), left: z.int(), resetsAt: z.string() })),
});
export type InterpretationBacklog = z.output<typeof interpretationBacklogSchema>;

export const importReportSchema = z.object({
  imported: z.int(),
  skipped: z.array(z.object({ index: z.int(), reason: z.string() })),
});
export type ImportReport = z.output<typeof importReportSchema>;

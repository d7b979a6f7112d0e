// Dream schemas, shared by the new-dream form and the API. Messages are keys
// of the `Validation` namespace.
import { z } from "zod";

/** The moods a dream can carry (PRODUCT.md), stored lower-case. */
export const MOODS = ["peaceful", "mysterious", "happy", "anxious", "sad", "excited"] as const;
export type Mood = (typeof MOODS)[number];
export const isMood = (value: unknown): value is Mood => (MOODS as readonly unknown[]).includes(value);

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const PAGE_SIZE = 15;
export const PAGE_SIZE_MAX = 100;

/** PostgreSQL text cannot hold U+0000, which JSON allows; nobody types it, so it is dropped. */
const withoutNul = (v: unknown) => (typeof v === "string" ? v.replaceAll("\u0000", "") : v);

export const titleSchema = z.preprocess(
  withoutNul,
  z.string({ error: "titleRequired" }).trim().min(1, { error: "titleRequired" }).max(TITLE_MAX, { error: "titleTooLong" }),
);

export const contentSchema = z.preprocess(
  withoutNul,
  z
    .string({ error: "contentRequired" })
    .trim()
    .min(1, { error: "contentRequired" })
    .max(CONTENT_MAX, { error: "contentTooLong" }),
);

/** Optional: "" and null mean "no mood"; case and spaces are forgiven. */
export const moodSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() || null : v),
  z.enum(MOODS, { error: "moodInvalid" }).nullish(),
);

export const dreamInputSchema = z.strictObject({ title: titleSchema, content: contentSchema, mood: moodSchema });
export type DreamInput = z.output<typeof dreamInputSchema>;

/** PATCH /api/dreams/{id}: any of the fields, with the same rules as on creation. */
export const dreamUpdateSchema = z
  .strictObject({ title: titleSchema.optional(), content: contentSchema.optional(), mood: moodSchema })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.mood !== undefined, { error: "nothingToChange" });
export type DreamUpdate = z.output<typeof dreamUpdateSchema>;

/** A search: words (any order, each must appear) in titles and contents. */
export const SEARCH_MAX = 200;

const positiveInt = (max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().int().min(1).max(max));

/** Without page and limit the list is the spec's whole array; q and mood narrow it. */
export const listQuerySchema = z.object({
  page: positiveInt(1_000_000).optional(),
  limit: positiveInt(PAGE_SIZE_MAX).optional(),
  q: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z.string().max(SEARCH_MAX, { error: "searchTooLong" }).optional(),
  ),
  mood: z.preprocess((v) => (v === "" ? undefined : v), z.enum(MOODS, { error: "moodInvalid" }).optional()),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const exportQuerySchema = z.object({ format: z.enum(["txt", "json"]).default("txt") });

/** The earliest date a backup may carry: older "dreams" are typos, as are dates in the future. */
export const EARLIEST_DREAM = Date.UTC(1900, 0, 1);
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000; // time zones

const dreamDate = z.iso.datetime({ offset: true }).refine(
  (iso) => {
    const time = Date.parse(iso);
    return time >= EARLIEST_DREAM && time <= Date.now() + FUTURE_TOLERANCE_MS;
  },
  { error: "dateOutOfRange" },
);

/** One record of a JSON backup; unknown extra fields are ignored. */
export const importRecordSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  mood: moodSchema,
  interpretation: z.preprocess(withoutNul, z.string().trim().max(CONTENT_MAX).nullish()),
  createdAt: dreamDate.optional(),
});

export const BACKUP_FORMAT = "dreamscape-journal";
export const IMPORT_MAX_DREAMS = 20_000;
/**
 * One import request: 20,000 dreams of about 600 bytes (a typical entry with
 * its backup fields) fit. The journal's restore button sends larger backups in
 * several requests of IMPORT_CHUNK_DREAMS, so no backup is too big for it.
 */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
export const IMPORT_CHUNK_DREAMS = 2_000;

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: "backupFormat" }),
  version: z.literal(1, { error: "backupFormat" }),
  dreams: z.array(z.unknown(), { error: "backupFormat" }).max(IMPORT_MAX_DREAMS, { error: "backupTooLarge" }),
});

// What the API answers, shared by the handlers (which build these types) and
// the browser (which checks answers against the schemas): a change on one side
// is a compile error on the other.

export const dreamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  interpretation: z.string().nullable(),
  /** "imported" from a backup, or the interpreter that wrote it. */
  interpretationSource: z.string().nullable(),
  /** The dream was edited after its interpretation was written. */
  interpretationOutdated: z.boolean(),
  mood: z.enum(MOODS).nullable(),
  shareId: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Dream = z.infer<typeof dreamSchema>;

export const dreamListSchema = z.array(dreamSchema);

export const importReportSchema = z.object({
  imported: z.number().int(),
  skipped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

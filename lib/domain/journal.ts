// The journal's vocabulary: field limits, page sizes, the backup format, the
// idempotency header. Free of zod and of every other module, so that any layer
// (and browser code) can use it without loading the schemas.

/** Something a reader can see: not only spaces and invisible format characters (zero-width space, joiners, BOM). */
export const hasVisibleText = (value: string): boolean => /[^\p{White_Space}\p{Cf}\p{Cc}]/u.test(value);

/** Why the built-in interpreter answered for a user who agreed to the AI provider. */
export const INTERPRETATION_FALLBACKS = ["provider_failed", "site_limit"] as const;
export type InterpretationFallback = (typeof INTERPRETATION_FALLBACKS)[number];

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const PAGE_SIZE = 15;
export const PAGE_SIZE_MAX = 100;

/** A search: words (any order, each must appear) in titles and contents. */
export const SEARCH_MAX = 200;

export const BACKUP_FORMAT = "dreamscape-journal";
export const IMPORT_MAX_DREAMS = 20_000;
/**
 * One import request: 20,000 dreams of about 600 bytes (a typical entry with
 * its backup fields) fit. The journal's restore button sends larger backups in
 * several requests of IMPORT_CHUNK_DREAMS, so no backup is too big for it.
 */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
export const IMPORT_CHUNK_DREAMS = 2_000;

/** POST /api/dreams: the header that makes a retry answer the stored dream instead of storing a copy (lib/dreams/schema.ts). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Tags: at most TAGS_MAX on a dream, each 1–TAG_MAX characters (lib/tags/). */
export const TAGS_MAX = 20;
export const TAG_MAX = 32;
/** How clear a lucid dream was: 0 (barely) to 3 (fully). */
export const CLARITY_LEVELS = [0, 1, 2, 3] as const;
export type Clarity = (typeof CLARITY_LEVELS)[number];

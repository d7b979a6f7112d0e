// Sharing: the answers of the share API, shared by server and browser (zod/mini).
import * as z from "zod/mini";
import { MOODS, type Mood } from "@/lib/domain/moods";

/** 16 random bytes in base64url: 22 characters of A–Z, a–z, 0–9, "-" and "_". */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isShareId = (value: string): boolean => SHARE_ID_PATTERN.test(value);

/** POST /api/dreams/{id}/share: the id, and the absolute link built from APP_URL. */
export const shareCreatedSchema = z.object({ shareId: z.string(), url: z.string() });
export type ShareCreated = z.output<typeof shareCreatedSchema>;

/** GET /api/dreams/share/{shareId}: what anyone with the link may read — nothing about who wrote it. */
export const sharedDreamSchema = z.object({
  title: z.string(),
  content: z.string(),
  interpretation: z.optional(z.string()),
  /** The interpretation came with an imported backup: not written by DreamScape's interpreters. */
  interpretationImported: z.optional(z.literal(true)),
  mood: z.optional(z.enum(MOODS)),
});
export type SharedDream = z.output<typeof sharedDreamSchema>;

/** A shared dream as its page, image and JSON-LD read it (lib/share/service.ts). */
export interface SharedEntry {
  title: string;
  content: string;
  interpretation: string | null;
  /** Where the interpretation came from: "imported" ones are labelled as not written by DreamScape. */
  interpretationSource: string | null;
  mood: Mood | null;
  /** The interface language its interpretation was written in: the dream's language. */
  language: string | null;
  /** ISO 8601 (entries are kept as JSON). */
  createdAt: string;
}

// Playlists: the form, the suggestion request, the create request and what the
// API answers, shared by server and browser (zod/mini). Messages are keys of
// the `Validation` namespace.
import * as z from "zod/mini";
import { isMood, MOODS } from "@/lib/domain/moods";
import { DEFAULT_MOOD } from "@/lib/music/profiles";
import { suggestionSchema } from "@/lib/music/schema";

export const PLAYLIST_NAME_MAX = 200;
export const PLAYLIST_DESCRIPTION_MAX = 1000;

const withoutNul = (v: unknown) => (typeof v === "string" ? v.replaceAll("\u0000", "") : v);
const prepared = <S extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(prepare), schema);

const nameSchema = prepared(
  withoutNul,
  z
    .string({ error: "playlistNameRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "playlistNameRequired" }),
      z.maxLength(PLAYLIST_NAME_MAX, { error: "playlistNameTooLong" }),
    ),
);

/** Optional; "" and null mean none. */
const descriptionSchema = prepared(
  (v) => (typeof v === "string" ? withoutNul(v.trim()) || null : v),
  z.nullish(z.string().check(z.maxLength(PLAYLIST_DESCRIPTION_MAX, { error: "playlistDescriptionTooLong" }))),
);

/** Required; case and spaces are forgiven. */
const dominantMoodSchema = prepared(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
  z.enum(MOODS, { error: "dominantMoodRequired" }),
);

/** The /playlists form. */
export const playlistFormSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  dominantMood: dominantMoodSchema,
});
export type PlaylistForm = z.output<typeof playlistFormSchema>;

/** The spec's music lookup: case-insensitive and trimmed; a mood without a profile (any other text) uses the peaceful one. */
const musicMood = (v: unknown) => {
  if (typeof v !== "string") return v;
  const mood = v.trim().toLowerCase();
  return isMood(mood) ? mood : DEFAULT_MOOD;
};

/** POST /api/playlists/suggest: music for a mood; a dream of the caller's lends its words to the search. */
export const suggestRequestSchema = z.strictObject({
  mood: prepared(musicMood, z.enum(MOODS, { error: "moodInvalid" })),
  name: z.optional(descriptionSchema),
  description: z.optional(descriptionSchema),
  dreamId: z.optional(z.int({ error: "dreamIdInvalid" }).check(z.positive({ error: "dreamIdInvalid" }))),
});
export type SuggestRequest = z.output<typeof suggestRequestSchema>;

/** POST /api/playlists: the form's fields and the suggestion result as `tracks`, checked strictly. */
export const playlistCreateSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema,
  dominantMood: dominantMoodSchema,
  tracks: suggestionSchema.check(
    z.refine((suggestion) => suggestion.suggestedTracks.length > 0, { error: "noTracksForMood", path: ["suggestedTracks"] }),
  ),
});
export type PlaylistCreate = z.output<typeof playlistCreateSchema>;

export const playlistSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
  dominantMood: z.string(),
  tracks: suggestionSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Playlist = z.output<typeof playlistSchema>;

export const playlistListSchema = z.array(playlistSchema);
export { suggestionSchema };

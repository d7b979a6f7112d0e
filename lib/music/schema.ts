// The strict shape of a stored suggestion, for data that comes back from a
// client (POST /api/playlists): only https: links, no unknown fields, sane
// sizes. zod/mini: the browser checks the API's answers with it too. Messages
// are keys of the `Validation` namespace.
import * as z from "zod/mini";
import { DURATION_PATTERN } from "./duration";
import { httpsUrlOrNull } from "./urls";

/** A playlist holds at most this many tracks. */
export const MAX_PLAYLIST_TRACKS = 50;

const httpsUrl = z.string({ error: "trackUrlHttps" }).check(
  z.maxLength(2048, { error: "trackUrlHttps" }),
  z.refine((value) => httpsUrlOrNull(value) !== null, { error: "trackUrlHttps" }),
);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const trackSchema = z.strictObject({
  id: text(200),
  title: text(300),
  artist: text(300),
  genre: text(100),
  duration: z.string().check(z.regex(DURATION_PATTERN, { error: "trackDuration" })),
  /** The spec's clients treat it as optional: a missing one is stored as null. */
  previewUrl: z._default(z.nullable(httpsUrl), null),
  spotifyUrl: httpsUrl,
});

export const suggestionSchema = z.strictObject({
  attributes: z.strictObject({
    mood: text(50),
    genres: z.array(text(100)).check(z.maxLength(20)),
  }),
  suggestedTracks: z.array(trackSchema).check(z.maxLength(MAX_PLAYLIST_TRACKS, { error: "tooManyTracks" })),
});

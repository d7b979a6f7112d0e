import { z } from "zod";

// What the suggestion reads from Spotify, and no more: unknown fields are
// dropped, missing optional ones tolerated (development-mode apps often get no
// genres), and anything else is an invalid response rather than a crash later.

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((type) => type.toLowerCase() === "bearer", "token_type must be Bearer"),
  expires_in: z.number().positive(),
});

const simplifiedArtistSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});

export const trackObjectSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  duration_ms: z.number().nonnegative(),
  artists: z.array(simplifiedArtistSchema),
  preview_url: z.string().nullish(),
  external_urls: z.object({ spotify: z.string().optional() }).optional(),
});

export const searchResponseSchema = z.object({
  tracks: z.object({
    // Spotify occasionally puts null in place of an item it could not render.
    items: z.array(trackObjectSchema.nullable()),
    total: z.number().optional(),
  }),
});

export const artistResponseSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  genres: z.array(z.string()).default([]),
});

export type SpotifyTrackObject = z.infer<typeof trackObjectSchema>;
export type SpotifySearchResponse = z.infer<typeof searchResponseSchema>;
export type SpotifyArtist = z.infer<typeof artistResponseSchema>;

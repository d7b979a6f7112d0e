// The moods a dream can carry: the one list every layer uses.

/**
 * The moods a dream can carry, stored lower-case: the six the product started
 * with and four more, so that a journal can reach Dream Health's "distinct
 * moods / 10" (lib/health/score.ts). Every list of moods in the app is this one.
 */
export const MOODS = [
  "peaceful",
  "mysterious",
  "happy",
  "anxious",
  "sad",
  "excited",
  "confused",
  "angry",
  "frightened",
  "nostalgic",
] as const;
export type Mood = (typeof MOODS)[number];
export const isMood = (value: unknown): value is Mood => (MOODS as readonly unknown[]).includes(value);

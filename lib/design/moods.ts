// One colour per mood, everywhere (badges, the ambient panel, the shared page,
// playlists). CSS custom properties for the same colours: app/styles/theme.css.
import type { Mood } from "@/lib/dreams/schema";

export const MOOD_COLORS = {
  peaceful: "teal",
  mysterious: "violet",
  happy: "amber",
  anxious: "orange",
  sad: "blue",
  excited: "crimson",
} as const satisfies Record<Mood, string>;

export type MoodColor = (typeof MOOD_COLORS)[Mood];

// One colour per mood, everywhere (badges, the ambient panel, the shared page,
// playlists, the trends chart). CSS custom properties for the same colours:
// app/styles/theme.css; each scale is shipped by lib/design/radix-css.mjs.
import type { Mood } from "@/lib/domain/moods";

export const MOOD_COLORS = {
  peaceful: "teal",
  mysterious: "violet",
  happy: "amber",
  anxious: "orange",
  sad: "blue",
  excited: "crimson",
  confused: "grass",
  angry: "red",
  frightened: "plum",
  nostalgic: "gold",
} as const satisfies Record<Mood, string>;

export type MoodColor = (typeof MOOD_COLORS)[Mood];

/**
 * The ninth step of each mood's scale as a hex colour, for what is drawn
 * outside the page's CSS (the shared dream's Open Graph image). The same in
 * the light and dark themes; a test compares them with Radix's tokens.
 */
export const MOOD_HEX: Readonly<Record<Mood, string>> = {
  peaceful: "#12a594",
  mysterious: "#6e56cf",
  happy: "#ffc53d",
  anxious: "#f76b15",
  sad: "#0090ff",
  excited: "#e93d82",
  confused: "#46a758",
  angry: "#e5484d",
  frightened: "#ab4aba",
  nostalgic: "#978365",
};

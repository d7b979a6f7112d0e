import type { Mood } from "@/lib/domain/moods";

/**
 * A mood drawn as a glowing orb with a crescent and stars, in the mood's colour
 * (app/styles/theme.css). Decorative: the mood is named beside it in text.
 */
export function MoodVisual({ mood }: { mood: Mood }) {
  const gradient = `mood-glow-${mood}`;
  return (
    <svg className="mood-visual" data-mood={mood} viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={gradient} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="var(--mood-9)" stopOpacity="0.95" />
          <stop offset="55%" stopColor="var(--mood-9)" stopOpacity="0.35" />
          <stop offset="100%" stopColor="var(--mood-9)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="48" cy="48" r="46" fill={`url(#${gradient})`} />
      <path d="M56 30a18 18 0 1 0 12 30 15 15 0 0 1-12-30Z" fill="var(--color-background)" opacity="0.85" />
      <circle cx="24" cy="26" r="1.6" fill="var(--mood-11)" />
      <circle cx="74" cy="20" r="1.2" fill="var(--mood-11)" />
      <circle cx="78" cy="72" r="1.5" fill="var(--mood-11)" />
    </svg>
  );
}

// Illustrations drawn in SVG (no external images), in the palette's colours so
// they follow the light and dark themes. Decorative: hidden from screen readers.

/** A quiet night: a moon over layered clouds, a few stars. For empty states. */
export function NightSky() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <circle cx="168" cy="52" r="26" fill="var(--amber-9)" opacity="0.9" />
      <circle cx="180" cy="44" r="24" fill="var(--color-background)" />
      {[
        [40, 30, 2],
        [78, 18, 1.5],
        [120, 40, 2.2],
        [210, 96, 1.6],
        [28, 84, 1.4],
        [96, 70, 1.2],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="var(--violet-11)" opacity="0.8" />
      ))}
      <path d="M20 132c8-18 30-22 44-12 6-16 30-20 42-4 12-10 34-6 38 10H20Z" fill="var(--violet-a5)" />
      <path d="M96 146c10-16 34-18 46-6 10-12 34-10 40 6 10-4 26 0 30 10H96Z" fill="var(--teal-a5)" />
    </svg>
  );
}

/** A closed book under a crescent: nothing found. */
export function EmptySearch() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <path d="M150 26a22 22 0 1 0 18 34 18 18 0 0 1-18-34Z" fill="var(--amber-9)" opacity="0.85" />
      <rect x="62" y="70" width="116" height="64" rx="10" fill="var(--violet-a5)" />
      <rect x="74" y="82" width="92" height="8" rx="4" fill="var(--violet-a7)" />
      <rect x="74" y="98" width="64" height="8" rx="4" fill="var(--violet-a7)" />
      <circle cx="176" cy="122" r="16" fill="none" stroke="var(--teal-9)" strokeWidth="5" />
      <path d="m188 134 14 14" stroke="var(--teal-9)" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

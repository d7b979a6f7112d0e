/** Radix has no Facebook logo: a lower-case "f" in a ring, drawn on the same 15 px grid as its icons. */
export function FacebookGlyph() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
      <circle cx="7.5" cy="7.5" r="6.5" stroke="currentColor" />
      <path d="M9.5 4.5h-1a1.5 1.5 0 0 0-1.5 1.5v7M5.5 8h3.5" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

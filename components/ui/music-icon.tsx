import type { SVGProps } from "react";

/**
 * A pair of eighth notes on @radix-ui/react-icons' 15 px grid (that set has no
 * music glyph): for playlists, where a speaker read as sound settings, and a
 * muted one as broken audio.
 */
export function MusicIcon(props: Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path d="M5.5 11V4l7-1.5v7M5.5 6l7-1.5" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="4" cy="11" r="1.5" fill="currentColor" />
      <circle cx="11" cy="9.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The DreamScape mark: a crescent moon holding a small star, in the night-to-dawn gradient. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ds-mark" x1="8" y1="6" x2="56" y2="58" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#b69cff" />
          <stop offset="1" stopColor="#5fd4c8" />
        </linearGradient>
      </defs>
      <path d="M40.5 6.5A27 27 0 1 0 57.5 43 22 22 0 0 1 40.5 6.5Z" fill="url(#ds-mark)" />
      <path d="m44 20 1.9 4.6 4.6 1.9-4.6 1.9L44 33l-1.9-4.6-4.6-1.9 4.6-1.9Z" fill="#fff6d6" />
    </svg>
  );
}

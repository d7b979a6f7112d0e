/** Milliseconds as m:ss ("3:07"); minutes are not padded, as music players show them. */
export function formatDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

export const DURATION_PATTERN = /^\d{1,3}:[0-5]\d$/;

// The browser's own clock for a datetime-local input: its value is a wall
// time without a zone ("2026-11-26T07:30"); the API wants an instant with the
// offset the browser had then ("2026-11-26T07:30:00+02:00").

const two = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value, in this browser's zone, to the minute. */
export function localInputValue(date: Date): string {
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** ISO 8601 with this browser's offset at that instant, to the second. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${localInputValue(date)}:${two(date.getSeconds())}${zone}`;
}

/** A datetime-local value as ISO 8601 with the browser's offset; null when it is empty or no time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value); // without a zone: the browser's local time
  return Number.isNaN(date.getTime()) ? null : isoWithOffset(date);
}

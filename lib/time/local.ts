// The dream form's date field in the user's time zone, like every date the
// app shows: a datetime-local input's value is a wall time without a zone
// ("2026-11-26T07:30"); the API wants an instant with the offset that zone had
// then ("2026-11-26T07:30:00+02:00"). The browser's own zone plays no part.
import { instantAt, isoOffset, offsetMinutes, wallClock } from "./zone";

/** An instant as a datetime-local value, in `timeZone`, to the minute. */
export function localInputValue(date: Date, timeZone: string): string {
  return wallClock(date, timeZone).slice(0, 16);
}

/** ISO 8601 with the offset `timeZone` had at that instant, to the second. */
export function isoWithOffset(date: Date, timeZone: string): string {
  return `${wallClock(date, timeZone)}${isoOffset(offsetMinutes(date, timeZone))}`;
}

/** A datetime-local value, read in `timeZone`, as ISO 8601 with that zone's offset; null when it is empty or no time. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const instant = instantAt(value, timeZone);
  return instant ? isoWithOffset(instant, timeZone) : null;
}

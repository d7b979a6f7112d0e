// Time zones: IANA names checked against what this runtime knows, in their
// current spelling; the user's calendar day and wall clock at an instant, and
// the instant a wall clock names. Runs in the browser too.
import { ZONE_ALIASES } from "./zone-data/aliases";

/** The time zone a user's days follow until they say otherwise. */
export const DEFAULT_TIME_ZONE = "UTC";

/**
 * The current IANA name of a zone: "Europe/Kiev" → "Europe/Kyiv",
 * "Asia/Calcutta" → "Asia/Kolkata", "US/Pacific" → "America/Los_Angeles".
 * Runtimes still answer with some old names (Node and Chromium call Kyiv
 * "Europe/Kiev"), and rows stored before the rename hold them.
 */
export function currentZoneName(name: string): string {
  return ZONE_ALIASES[name] ?? name;
}

/** An IANA time zone this runtime can use ("Europe/Kyiv", "UTC"), in its current spelling; null otherwise. */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  try {
    return currentZoneName(new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return null;
  }
}

/** The zone a user's dates are shown in: their stored zone by its current name, UTC while they have none. */
export function userTimeZone(stored: string | null | undefined): string {
  return stored ? currentZoneName(stored) : DEFAULT_TIME_ZONE;
}

/** "YYYY-MM-DD": the calendar day of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** "YYYY-MM-DDTHH:mm:ss": what a clock in `timeZone` reads at `instant`. */
export function wallClock(instant: Date, timeZone: string): string {
  const part: Record<string, string> = {};
  for (const { type, value } of clockOf(timeZone).formatToParts(instant)) part[type] = value;
  return `${part.year.padStart(4, "0")}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** Minutes `timeZone` is ahead of UTC at `instant` (+840 in Kiritimati, -480 in Los Angeles in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((Date.parse(`${wallClock(instant, timeZone)}Z`) - seconds) / 60_000);
}

/** "+14:00", "-08:00", "+05:30": an offset as ISO 8601 writes it. */
export function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * The instant at which a clock in `timeZone` reads `wall` ("YYYY-MM-DDTHH:mm",
 * seconds optional); null when `wall` is no such time. A time skipped by a
 * change to summer time is read with the offset before the change (02:30
 * becomes 03:30); a time that happens twice is its first occurrence.
 */
export function instantAt(wall: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(wall)) return null;
  const asUtc = Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offsets half a day before and after: they differ only around a change of offset.
  const before = offsetMinutes(new Date(asUtc - 86_400_000 / 2), timeZone);
  const after = offsetMinutes(new Date(asUtc + 86_400_000 / 2), timeZone);
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = asUtc - offset * 60_000;
    if (offsetMinutes(new Date(instant), timeZone) === offset) return new Date(instant);
  }
  return new Date(asUtc - before * 60_000);
}

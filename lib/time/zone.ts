// Time zones: IANA names checked against what this runtime knows, and the
// user's calendar day of an instant. Runs in the browser too.

/** An IANA time zone this runtime can use ("Europe/Kyiv", "UTC"), in its canonical spelling; null otherwise. */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The time zone a user's days follow until they say otherwise. */
export const DEFAULT_TIME_ZONE = "UTC";

/** "YYYY-MM-DD": the calendar day of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

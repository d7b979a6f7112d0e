// How the app writes an instant, in one place, so that a dream's card, its
// page, the calendar, the exports and the server's messages say the same
// date and time for it: always in the user's time zone (lib/time/zone.ts
// userTimeZone), never the server's or the browser's. Client components pass
// the styles to next-intl's useFormatter, whose zone is the user's
// (components/layout/signed-in-frame.tsx); server code formats with
// `formatIn`. Runs in the browser too.

/** A dream's date on its card, in a list and in the text export: "November 21, 2026 at 2:30 AM". */
export const DATE_TIME = { dateStyle: "long", timeStyle: "short" } as const satisfies Intl.DateTimeFormatOptions;
/** A dream's date on its own page: "Saturday, November 21, 2026 at 2:30 AM". */
export const FULL_DATE_TIME = { dateStyle: "full", timeStyle: "short" } as const satisfies Intl.DateTimeFormatOptions;
/** A day without its time: "November 21, 2026". */
export const DATE = { dateStyle: "long" } as const satisfies Intl.DateTimeFormatOptions;
/** A time of day: "2:30 AM", "02:30". */
export const TIME = { timeStyle: "short" } as const satisfies Intl.DateTimeFormatOptions;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter for `style` in `locale` and `timeZone` (kept: building one costs more than formatting). */
export function formatIn(locale: string, timeZone: string, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(style)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    formats.set(key, format);
  }
  return format;
}

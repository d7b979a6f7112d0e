// Calendar days ("YYYY-MM-DD", already the user's) named in the interface
// language. They are UTC dates, so they are formatted in UTC: no zone can
// move them to the day before.
import type { Locale } from "@/lib/domain/locales";

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function dayFormat(locale: Locale) {
  const long = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const monthShort = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  return {
    /** "27 November 2026" */
    day: (day: string) => long.format(utc(day)),
    /** "November 2026" (a month "YYYY-MM") */
    month: (m: string) => month.format(utc(`${m}-01`)),
    /** "November" */
    monthName: (m: string) => monthName.format(utc(`${m}-01`)),
    /** "Nov" */
    monthShort: (m: string) => monthShort.format(utc(`${m}-01`)),
  };
}

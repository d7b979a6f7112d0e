// The statistics API's queries and answers, shared by the handlers and the
// browser. zod/mini: these run in the browser too. Messages are keys of the
// `Validation` namespace.
import * as z from "zod/mini";
import { monthIndex } from "@/lib/domain/months";
import { MOODS } from "@/lib/domain/moods";
import { EARLIEST_YEAR } from "@/lib/time/days";

export { EARLIEST_YEAR };
/** The longest trends range, in months (ten years). */
export const TRENDS_MAX_MONTHS = 120;
/** Symbols listed per month. */
export const TOP_SYMBOLS = 5;

/** Now, in the time zones furthest ahead (UTC+14): the schemas run before the user's zone is known. */
const furthestNow = () => new Date(Date.now() + 14 * 3_600_000);

/** Next year, as far as any time zone is concerned. */
const latestYear = () => furthestNow().getUTCFullYear() + 1;

/** The month a year after the current one, as far as any time zone is concerned: the latest a trends range may reach. */
export function latestTrendsMonth(now = furthestNow()): string {
  return `${now.getUTCFullYear() + 1}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() || undefined : v);

/** GET /api/stats/calendar?year=YYYY; without a year, the user's current one. */
export const calendarQuerySchema = z.object({
  year: z.pipe(
    z.transform(trimmed),
    z.optional(
      z.pipe(
        z.string({ error: "yearInvalid" }).check(z.regex(/^\d{4}$/, { error: "yearInvalid" })),
        z.pipe(
          z.transform(Number),
          z.int().check(z.refine((year) => year >= EARLIEST_YEAR && year <= latestYear(), { error: "yearInvalid" })),
        ),
      ),
    ),
  ),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/**
 * A month of a trends range, "YYYY-MM": from January 1900 to a year after the
 * current month. Later months hold no dreams yet, and ranges reaching far
 * ahead would only cost work.
 */
export const monthSchema = z.string({ error: "monthInvalid" }).check(
  z.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: "monthInvalid", abort: true }),
  z.refine((month) => Number(month.slice(0, 4)) >= EARLIEST_YEAR, { error: "monthInvalid" }),
  z.refine((month) => month <= latestTrendsMonth(), { error: "monthTooLate" }),
);

/**
 * GET /api/stats/trends?from=YYYY-MM&to=YYYY-MM: whole months in the user's
 * time zone, both included. Without `to`, the current month; without `from`,
 * the twelve months that end with `to`, or from the first dream's month in a
 * journal younger than that (./range.ts).
 */
export const trendsQuerySchema = z
  .object({
    from: z.pipe(z.transform(trimmed), z.optional(monthSchema)),
    to: z.pipe(z.transform(trimmed), z.optional(monthSchema)),
  })
  .check(
    z.refine((v) => !v.from || !v.to || v.from <= v.to, { error: "dateRangeBackwards", path: ["to"] }),
    z.refine((v) => !v.from || !v.to || monthIndex(v.to) - monthIndex(v.from) < TRENDS_MAX_MONTHS, {
      error: "monthRangeTooLong",
      path: ["from"],
    }),
  );
export type TrendsQuery = z.output<typeof trendsQuerySchema>;

/** GET /api/stats/calendar's answer. */
export const calendarSchema = z.object({
  /** Days of the year with at least one dream, in order, "YYYY-MM-DD" in the user's time zone. */
  days: z.array(z.object({ date: z.string(), count: z.int() })),
  /** Consecutive days with a dream up to today, or up to yesterday while today has none yet. */
  currentStreak: z.int(),
  /** The longest run of consecutive days with a dream, in the whole journal. */
  longestStreak: z.int(),
});
export type Calendar = z.output<typeof calendarSchema>;

/** One month of GET /api/stats/trends. */
export const trendMonthSchema = z.object({
  month: z.string(),
  total: z.int(),
  /** Dreams marked lucid. */
  lucid: z.int(),
  /** Dreams per recorded mood; moods not recorded that month are left out. */
  moods: z.partialRecord(z.enum(MOODS), z.int()),
  /** The month's most frequent interpretation symbols (dreams naming each), in the caller's language. */
  symbols: z.array(z.object({ name: z.string(), count: z.int() })),
  /** The Dream Health score (overall, 0–100) as of the month's end, or now for the current month. */
  health: z.number().check(z.minimum(0), z.maximum(100)),
});
export type TrendMonth = z.output<typeof trendMonthSchema>;

export const trendsSchema = z.object({ months: z.array(trendMonthSchema) });
export type Trends = z.output<typeof trendsSchema>;

// The calendar page's geometry: which month and day the address asks for, a
// month as weeks of days, and a year as the columns of a heatmap. Pure date
// arithmetic on "YYYY-MM-DD" strings (UTC dates, so no zone or DST can shift a
// day); the days themselves are already the user's, from the statistics API.
import type { Locale } from "@/lib/domain/locales";
import { EARLIEST_YEAR } from "./schema";

const two = (n: number) => String(n).padStart(2, "0");
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A month "YYYY-MM" that a calendar can show: from 1900 up to a year after `today`'s. */
export function isCalendarMonth(value: string | undefined, today: string): value is string {
  if (!value || !/^\d{4}-(?:0[1-9]|1[0-2])$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= Number(today.slice(0, 4)) + 1;
}

/** A day "YYYY-MM-DD" that exists. */
export function isCalendarDay(value: string | undefined): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(dateOf(value)) === value);
}

export interface CalendarPlace {
  /** The month on screen, "YYYY-MM". */
  month: string;
  /** The day whose dreams are listed, inside that month; undefined when none is chosen. */
  day?: string;
}

/**
 * What `?month=&day=` asks for, leniently: a day alone shows its month; a day
 * outside the month asked for is dropped; anything not understood falls back
 * to the month of `today` (the user's today, "YYYY-MM-DD").
 */
export function calendarPlace(params: { month?: string; day?: string }, today: string): CalendarPlace {
  const day = isCalendarDay(params.day) && isCalendarMonth(params.day.slice(0, 7), today) ? params.day : undefined;
  const month = isCalendarMonth(params.month, today) ? params.month : (day?.slice(0, 7) ?? today.slice(0, 7));
  return day?.startsWith(month) ? { month, day } : { month };
}

/**
 * The first day of the week: Sunday in English (as in the United States),
 * Monday in the other languages (Ukraine and continental Europe).
 * 0 = Sunday, 1 = Monday.
 */
export const weekStart = (locale: Locale): 0 | 1 => (locale === "en" ? 0 : 1);

/** The month's weeks, each seven days from the week's first; days of the neighbouring months are null. */
export function monthWeeks(month: string, firstDay: 0 | 1): (string | null)[][] {
  const first = dateOf(`${month}-01`);
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() - firstDay + 7) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${two(i + 1)}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Seven dates of one week (in January 2023, which began on a Sunday), for naming weekdays in the week's order. */
export function weekdaySamples(firstDay: 0 | 1): Date[] {
  return Array.from({ length: 7 }, (_, i) => dateOf(`2023-01-${two(1 + firstDay + i)}`));
}

export interface HeatmapCell {
  day: string;
  /** Column (week of the year, from 0) and row (weekday in the week's order). */
  week: number;
  weekday: number;
}

/** Every day of `year` placed in week columns, as a heatmap draws them. */
export function yearCells(year: number, firstDay: 0 | 1): HeatmapCell[] {
  const start = dateOf(`${String(year).padStart(4, "0")}-01-01`);
  const lead = (start.getUTCDay() - firstDay + 7) % 7;
  const cells: HeatmapCell[] = [];
  for (let date = start, i = 0; date.getUTCFullYear() === year; i++) {
    cells.push({ day: dayOf(date), week: Math.floor((i + lead) / 7), weekday: (i + lead) % 7 });
    date = new Date(date.getTime() + 86_400_000);
  }
  return cells;
}

/** How strongly a day is drawn: 0 for none, then 1, 2, 3 and 4+ dreams. */
export const intensity = (count: number): 0 | 1 | 2 | 3 | 4 => (count <= 0 ? 0 : count >= 4 ? 4 : (count as 1 | 2 | 3));

// When a morning reminder is due: the chosen minute of the user's own clock,
// on the chosen days. Daylight-saving changes follow lib/time/zone.ts's
// instantAt: a time skipped in spring is read with the offset before the
// change (02:30 becomes 03:30), a time that happens twice in autumn is its
// first occurrence, so every chosen day has exactly one reminder. Pure.
import { dayIn, instantAt } from "@/lib/time/zone";
import { dayOfDate, daysOf, timeOf } from "./days";

export interface ReminderRule {
  /** Minutes after local midnight. */
  minute: number;
  /** Bit mask of days, Monday the lowest (./days.ts). */
  days: number;
}

/** "YYYY-MM-DD" plus `n` days. */
function addDays(date: string, n: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** The first reminder strictly after `after`, in `timeZone`; null when no day is chosen. */
export function nextReminderAt(rule: ReminderRule, timeZone: string, after: Date): Date | null {
  const chosen = new Set(daysOf(rule.days));
  if (chosen.size === 0) return null;
  const today = dayIn(after, timeZone);
  // A week ahead, and a day more: the reminder of today's weekday may have passed.
  for (let i = 0; i <= 8; i++) {
    const date = addDays(today, i);
    if (!chosen.has(dayOfDate(date))) continue;
    const at = instantAt(`${date}T${timeOf(rule.minute)}`, timeZone);
    if (at && at.getTime() > after.getTime()) return at;
  }
  return null;
}

/** The instant the local day of `at` began in `timeZone` (a skipped midnight reads as the first minute after it). */
export function localMidnight(at: Date, timeZone: string): Date {
  return instantAt(`${dayIn(at, timeZone)}T00:00`, timeZone) ?? at;
}

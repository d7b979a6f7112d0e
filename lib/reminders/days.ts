// The reminder's vocabulary: days of the week by their API names, a time of
// day as "HH:MM", and the defaults. Pure, and free of zod: the profile's card
// imports it too.

/** Monday first, as ISO 8601 counts the week. */
export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Day = (typeof DAYS)[number];

/** "00:00"–"23:59". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an "HH:MM" time. */
export function minuteOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:MM" of minutes after midnight. */
export function timeOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** The days as stored: one bit each, Monday the lowest. */
export function maskOf(days: readonly Day[]): number {
  return days.reduce((mask, day) => mask | (1 << DAYS.indexOf(day)), 0);
}

export function daysOf(mask: number): Day[] {
  return DAYS.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The day of the week of a calendar day ("YYYY-MM-DD"). */
export function dayOfDate(date: string): Day {
  // getUTCDay counts from Sunday (0).
  return DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

export interface ReminderSettingsValue {
  morning: { enabled: boolean; time: string; days: Day[] };
  channels: { push: boolean; email: boolean };
}

/** Off, 07:00, every day, by push and not by e-mail. */
export const DEFAULT_REMINDERS: ReminderSettingsValue = {
  morning: { enabled: false, time: "07:00", days: [...DAYS] },
  channels: { push: true, email: false },
};

// Calendar days as addresses and queries carry them ("YYYY-MM-DD"): days that
// exist, in the years a journal can hold. Earlier or later years are typos or
// probes, and PostgreSQL has no year 0 ("0000-01-01" would fail inside a
// query). Runs in the browser too.

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

/** "YYYY-MM-DD" naming a day that exists ("2026-02-30" does not). */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether a date ("YYYY…") lies in EARLIEST_YEAR–LATEST_YEAR. */
export function inYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

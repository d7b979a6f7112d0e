// Month arithmetic on "YYYY-MM" (and "YYYY-MM-DD", whose month is read):
// the one place that counts months, for the calendar, trends and their SQL.

/** Months from January of year 0. */
export const monthIndex = (monthOrDay: string): number =>
  Number(monthOrDay.slice(0, 4)) * 12 + Number(monthOrDay.slice(5, 7)) - 1;

/** The month `index` months after January of year 0, "YYYY-MM". */
export const monthOf = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** The month `delta` months from `month`. */
export const shiftMonth = (month: string, delta: number): string => monthOf(monthIndex(month) + delta);

/** Every month from `first` to `last`, both included ("YYYY-MM"; days are read as their months). */
export const monthsBetween = (first: string, last: string): string[] =>
  Array.from({ length: monthIndex(last) - monthIndex(first) + 1 }, (_, i) => monthOf(monthIndex(first) + i));

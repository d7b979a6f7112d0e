/** The calendar page showing `month`, with `day`'s dreams listed (and scrolled to on narrow screens). */
export function calendarHref(month: string, day?: string): string {
  return day ? `/calendar?month=${month}&day=${day}#day` : `/calendar?month=${month}`;
}

/** The trends page for whole months, both included. */
export function trendsHref(from: string, to: string): string {
  return `/trends?from=${from}&to=${to}`;
}

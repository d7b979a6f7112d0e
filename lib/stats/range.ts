// The months a trends answer covers, from what was asked and what the journal
// holds. Pure: the service supplies the current month and the first dream's.
import { monthIndex, monthOf, monthsBetween } from "@/lib/domain/months";
import type { TrendsQuery } from "./schema";

/** Months shown when the journal is at least this old and the address names no start. */
export const DEFAULT_TRENDS_MONTHS = 12;

/**
 * Every month of the range, both ends included. `to` defaults to `current`
 * (or to `from`, if later). `from` defaults to the twelve months ending with
 * `to`, unless the journal's first dream came later than their first: then
 * to that dream's month, so that a journal two months old is drawn over its
 * two months and not over ten empty ones before it.
 */
export function trendsMonths(query: TrendsQuery, current: string, firstDream: string | null): string[] {
  const to = query.to ?? (query.from && query.from > current ? query.from : current);
  const yearBefore = monthOf(monthIndex(to) - (DEFAULT_TRENDS_MONTHS - 1));
  const from = query.from ?? (firstDream && firstDream > yearBefore ? (firstDream < to ? firstDream : to) : yearBefore);
  return monthsBetween(from, to);
}

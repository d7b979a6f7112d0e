import { describe, expect, it } from "vitest";
import { calendarQuerySchema, latestTrendsMonth, trendsQuerySchema } from "./schema";
import { monthIndex } from "@/lib/domain/months";

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("statistics queries", () => {
  it("a calendar year: four digits from 1900 to next year, or none for the current one", () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(calendarQuerySchema.parse({})).toEqual({ year: undefined });
    expect(calendarQuerySchema.parse({ year: " 2026 " })).toEqual({ year: 2026 });
    expect(calendarQuerySchema.parse({ year: String(next) })).toEqual({ year: next });
    for (const year of ["abc", "1899", "026", "2026.0", "-2026", String(next + 2)]) {
      expect(issue(calendarQuerySchema.safeParse({ year })), year).toBe("yearInvalid");
    }
  });

  it("a trends range: whole months, forwards, at most 120", () => {
    expect(trendsQuerySchema.parse({ from: "2026-01", to: "2026-01" })).toEqual({ from: "2026-01", to: "2026-01" });
    expect(issue(trendsQuerySchema.safeParse({ from: "2026-02", to: "2026-01" }))).toBe("dateRangeBackwards");
    expect(issue(trendsQuerySchema.safeParse({ from: "2016-01", to: "2026-01" }))).toBe("monthRangeTooLong");
    expect(trendsQuerySchema.safeParse({ from: "2016-02", to: "2026-01" }).success).toBe(true);
    for (const month of ["2026-00", "2026-13", "2026-1", "2026-01-01", "1899-12"]) {
      expect(issue(trendsQuerySchema.safeParse({ from: month })), month).toBe("monthInvalid");
    }
    expect(monthIndex("2026-01") - monthIndex("2025-12")).toBe(1);
  });

  it("a trends range reaches at most a year past the current month", () => {
    const latest = latestTrendsMonth();
    expect(trendsQuerySchema.safeParse({ to: latest }).success).toBe(true);
    const after = `${Number(latest.slice(0, 4)) + 1}-${latest.slice(5)}`;
    for (const query of [{ to: after }, { from: after }, { from: "9999-01", to: "9999-12" }, { to: "2101-01" }]) {
      expect(issue(trendsQuerySchema.safeParse(query)), JSON.stringify(query)).toBe("monthTooLate");
    }
    expect(latestTrendsMonth(new Date(Date.UTC(2026, 11, 31, 23)))).toBe("2027-12");
  });
});

import { describe, expect, it } from "vitest";
import { inYearRange, isRealDay } from "./days";

describe("calendar days", () => {
  it("knows the days that exist", () => {
    expect(isRealDay("2024-02-29")).toBe(true);
    expect(isRealDay("2026-02-29")).toBe(false);
    expect(isRealDay("2026-1-01")).toBe(false);
    expect(isRealDay("0000-01-01")).toBe(true); // a day on paper; inYearRange refuses it
  });

  it("keeps to the years 1900–2100", () => {
    expect(inYearRange("1900-01-01")).toBe(true);
    expect(inYearRange("2100-12-31")).toBe(true);
    for (const day of ["0000-01-01", "1899-12-31", "2101-01-01", "9999-12-31"]) expect(inYearRange(day), day).toBe(false);
  });
});

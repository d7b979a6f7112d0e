import { describe, expect, it } from "vitest";
import { trendsMonths } from "./range";
import { monthOf } from "@/lib/domain/months";

describe("trendsMonths", () => {
  it("names every month of an asked range, both ends included", () => {
    expect(trendsMonths({ from: "2025-11", to: "2026-02" }, "2026-06", "2020-01")).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });

  it("without a start, the twelve months up to the end, for a journal older than that", () => {
    const months = trendsMonths({}, "2026-06", "2024-03");
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-07");
    expect(months.at(-1)).toBe("2026-06");
    // A first dream in exactly the twelfth month before: the same twelve.
    expect(trendsMonths({}, "2026-06", "2025-07")).toEqual(months);
  });

  it("without a start, from the first dream's month in a journal younger than a year", () => {
    expect(trendsMonths({}, "2026-06", "2026-04")).toEqual(["2026-04", "2026-05", "2026-06"]);
    expect(trendsMonths({}, "2026-06", "2026-06")).toEqual(["2026-06"]);
    expect(trendsMonths({ to: "2026-05" }, "2026-06", "2026-04")).toEqual(["2026-04", "2026-05"]);
  });

  it("without a start, never begins after the end, and an empty journal gets twelve months", () => {
    expect(trendsMonths({ to: "2026-02" }, "2026-06", "2026-04")).toEqual(["2026-02"]);
    expect(trendsMonths({}, "2026-06", null)).toHaveLength(12);
  });

  it("without an end, the current month, or the start when it is later", () => {
    expect(trendsMonths({ from: "2026-05" }, "2026-06", null)).toEqual(["2026-05", "2026-06"]);
    expect(trendsMonths({ from: "2026-08" }, "2026-06", null)).toEqual(["2026-08"]);
  });

  it("counts months across years", () => {
    expect(monthOf(2026 * 12)).toBe("2026-01");
    expect(monthOf(2025 * 12 + 11)).toBe("2025-12");
  });
});

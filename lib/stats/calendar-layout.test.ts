import { describe, expect, it } from "vitest";
import { calendarPlace, intensity, monthWeeks, weekdaySamples, weekStart, yearCells } from "./calendar-layout";
import { shiftMonth } from "@/lib/domain/months";

const today = "2026-11-27";

describe("calendarPlace", () => {
  it("shows today's month without parameters, and a valid month asked for", () => {
    expect(calendarPlace({}, today)).toEqual({ month: "2026-11" });
    expect(calendarPlace({ month: "2025-02" }, today)).toEqual({ month: "2025-02" });
  });

  it("opens a day's month when only the day is given, and keeps a day inside the month", () => {
    expect(calendarPlace({ day: "2026-03-29" }, today)).toEqual({ month: "2026-03", day: "2026-03-29" });
    expect(calendarPlace({ month: "2026-03", day: "2026-03-01" }, today)).toEqual({ month: "2026-03", day: "2026-03-01" });
  });

  it("drops what it does not understand", () => {
    expect(calendarPlace({ month: "2026-13" }, today)).toEqual({ month: "2026-11" });
    expect(calendarPlace({ month: "1899-12" }, today)).toEqual({ month: "2026-11" });
    expect(calendarPlace({ month: "2028-01" }, today)).toEqual({ month: "2026-11" });
    expect(calendarPlace({ day: "2026-02-30" }, today)).toEqual({ month: "2026-11" });
    expect(calendarPlace({ month: "2026-04", day: "2026-05-01" }, today)).toEqual({ month: "2026-04" });
  });
});

describe("shiftMonth", () => {
  it("crosses years both ways", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-05", -17)).toBe("2024-12");
  });
});

describe("monthWeeks", () => {
  it("starts weeks on Sunday or Monday and pads with the neighbouring months", () => {
    // November 2026 begins on a Sunday.
    const sunday = monthWeeks("2026-11", 0);
    expect(sunday[0][0]).toBe("2026-11-01");
    expect(sunday).toHaveLength(5);
    const monday = monthWeeks("2026-11", 1);
    expect(monday[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(monday.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(monday.flat().filter(Boolean)).toHaveLength(30);
  });

  it("knows leap Februaries", () => {
    expect(monthWeeks("2028-02", 1).flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks("2026-02", 1).flat().filter(Boolean)).toHaveLength(28);
  });
});

describe("weekdays", () => {
  it("names the week in its order", () => {
    expect(weekStart("en")).toBe(0);
    expect(weekStart("uk")).toBe(1);
    expect(weekdaySamples(0).map((d) => d.getUTCDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdaySamples(1).map((d) => d.getUTCDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe("yearCells", () => {
  it("places every day of the year in week columns", () => {
    const cells = yearCells(2028, 1);
    expect(cells).toHaveLength(366);
    // 1 January 2028 is a Saturday: the sixth row of the first week when weeks start on Monday.
    expect(cells[0]).toEqual({ day: "2028-01-01", week: 0, weekday: 5 });
    expect(cells[2]).toEqual({ day: "2028-01-03", week: 1, weekday: 0 });
    expect(cells.at(-1)?.day).toBe("2028-12-31");
    expect(yearCells(2026, 0)).toHaveLength(365);
  });
});

describe("intensity", () => {
  it("caps at four dreams", () => {
    expect([0, 1, 2, 3, 4, 9].map(intensity)).toEqual([0, 1, 2, 3, 4, 4]);
  });
});

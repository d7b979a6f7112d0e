import { describe, expect, it } from "vitest";
import { barWidth, barX, countScale, fixedScale, labelled, pct, slotCentre, yOf, CHART } from "./chart-frame";

describe("countScale", () => {
  it("steps by 1, 2 or 5 times a power of ten, never by a fraction", () => {
    expect(countScale(25)).toEqual({ top: 30, ticks: [0, 10, 20, 30] });
    expect(countScale(20)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(countScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(9)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(countScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(340)).toEqual({ top: 400, ticks: [0, 100, 200, 300, 400] });
    expect(countScale(1001)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it("holds the largest value with at most four steps, all whole numbers", () => {
    for (let max = 0; max <= 2500; max++) {
      const { top, ticks } = countScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.every(Number.isInteger)).toBe(true);
      const size = ticks[1] - ticks[0];
      expect(String(size)).toMatch(/^[125]0*$/);
      // The top is the first step at or above the largest value: no empty band above it.
      expect(top - size).toBeLessThan(Math.max(1, max));
    }
  });

  it("gives an empty chart one step", () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe("fixedScale", () => {
  it("divides a fixed top evenly", () => {
    expect(fixedScale(100, 4).ticks).toEqual([0, 25, 50, 75, 100]);
    expect(fixedScale(1, 4).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe("the chart's width", () => {
  it("shares the whole plot among the months: the slots' centres are evenly spread", () => {
    expect(slotCentre(0, 3)).toBeCloseTo(100 / 6);
    expect(slotCentre(2, 3)).toBeCloseTo(500 / 6);
    expect(slotCentre(0, 1)).toBe(50);
  });

  it("widens the bars as the months get fewer, up to a limit", () => {
    expect(barWidth(120)).toBeCloseTo(0.5);
    expect(barWidth(12)).toBeCloseTo(5);
    expect(barWidth(6)).toBeCloseTo(10);
    expect(barWidth(3)).toBe(12);
    expect(barWidth(1)).toBe(12);
    for (let months = 1; months < 120; months++) expect(barWidth(months)).toBeGreaterThanOrEqual(barWidth(months + 1));
  });

  it("keeps every bar inside its own slot and inside the plot", () => {
    for (const months of [1, 2, 3, 7, 12, 13, 120]) {
      for (let i = 0; i < months; i++) {
        expect(barX(i, months)).toBeGreaterThanOrEqual((i * 100) / months - 1e-9);
        expect(barX(i, months) + barWidth(months)).toBeLessThanOrEqual(((i + 1) * 100) / months + 1e-9);
      }
    }
  });

  it("writes percentages as SVG lengths", () => {
    expect(pct(100 / 3)).toBe("33.333%");
    expect(pct(12)).toBe("12%");
  });

  it("labels every month up to 12, then about 12 of them", () => {
    expect(Array.from({ length: 12 }, (_, i) => labelled(i, 12)).every(Boolean)).toBe(true);
    expect(Array.from({ length: 24 }, (_, i) => i).filter((i) => labelled(i, 24))).toHaveLength(12);
    expect(Array.from({ length: 120 }, (_, i) => i).filter((i) => labelled(i, 120))).toHaveLength(12);
  });

  it("puts 0 at the plot's bottom and the top value at its top", () => {
    expect(yOf(0, 30)).toBe(CHART.top + CHART.height);
    expect(yOf(30, 30)).toBe(CHART.top);
    expect(yOf(5, 0)).toBe(CHART.top + CHART.height);
  });
});

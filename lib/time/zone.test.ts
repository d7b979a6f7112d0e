import { describe, expect, it } from "vitest";
import { canonicalTimeZone, dayIn } from "./zone";

describe("time zones", () => {
  it("knows IANA names, in their canonical spelling, and refuses the rest", () => {
    // Node's ICU may still call it by its older name; both are the same zone.
    expect(["Europe/Kyiv", "Europe/Kiev"]).toContain(canonicalTimeZone("Europe/Kyiv"));
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["Mars/Olympus", "", "x".repeat(100), "Europe/Kyiv; DROP TABLE", "../etc"]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });

  it("puts 23:30 in New York on that day, though it is the next day in UTC", () => {
    const instant = new Date("2026-11-27T04:30:00Z"); // 23:30 on the 26th in New York (EST, UTC-5)
    expect(dayIn(instant, "America/New_York")).toBe("2026-11-26");
    expect(dayIn(instant, "UTC")).toBe("2026-11-27");
    expect(dayIn(instant, "Asia/Tokyo")).toBe("2026-11-27");
  });
});

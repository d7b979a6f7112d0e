import { describe, expect, it } from "vitest";
import { canonicalTimeZone, currentZoneName, dayIn, instantAt, offsetMinutes, userTimeZone, wallClock } from "./zone";

describe("time zones", () => {
  it("knows IANA names, in their current spelling, and refuses the rest", () => {
    expect(canonicalTimeZone("Europe/Kyiv")).toBe("Europe/Kyiv");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["Mars/Olympus", "", "x".repeat(100), "Europe/Kyiv; DROP TABLE", "../etc"]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });

  it("stores renamed and linked zones by their current names, whatever the runtime calls them", () => {
    // Node's and Chromium's ICU still answer "Europe/Kiev" and "Asia/Calcutta" for these.
    expect(canonicalTimeZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(canonicalTimeZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalTimeZone("America/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(canonicalTimeZone("US/Pacific")).toBe("America/Los_Angeles");
    expect(canonicalTimeZone("Etc/UTC")).toBe("UTC");
    expect(canonicalTimeZone("GMT")).toBe("UTC");
  });

  it("reads old names from stored rows as the current ones, and UTC while there is none", () => {
    expect(currentZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentZoneName("Europe/Zaporozhye")).toBe("Europe/Kyiv");
    expect(currentZoneName("Pacific/Enderbury")).toBe("Pacific/Kanton");
    expect(currentZoneName("Europe/Paris")).toBe("Europe/Paris");
    expect(userTimeZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(userTimeZone(null)).toBe("UTC");
    expect(userTimeZone(undefined)).toBe("UTC");
  });

  it("puts 23:30 in New York on that day, though it is the next day in UTC", () => {
    const instant = new Date("2026-11-27T04:30:00Z"); // 23:30 on the 26th in New York (EST, UTC-5)
    expect(dayIn(instant, "America/New_York")).toBe("2026-11-26");
    expect(dayIn(instant, "UTC")).toBe("2026-11-27");
    expect(dayIn(instant, "Asia/Tokyo")).toBe("2026-11-27");
  });
});

describe("wall clocks", () => {
  const instant = new Date("2026-11-20T12:30:00Z");

  it("reads the clock and the offset of a zone at an instant", () => {
    expect(wallClock(instant, "Pacific/Kiritimati")).toBe("2026-11-21T02:30:00");
    expect(wallClock(instant, "America/Los_Angeles")).toBe("2026-11-20T04:30:00");
    expect(wallClock(new Date("2026-11-20T00:00:00Z"), "UTC")).toBe("2026-11-20T00:00:00");
    expect(offsetMinutes(instant, "Pacific/Kiritimati")).toBe(14 * 60);
    expect(offsetMinutes(instant, "America/Los_Angeles")).toBe(-8 * 60);
    expect(offsetMinutes(instant, "Asia/Kathmandu")).toBe(5 * 60 + 45);
    expect(offsetMinutes(new Date("2026-07-01T00:00:00Z"), "America/Los_Angeles")).toBe(-7 * 60);
  });

  it("finds the instant a zone's clock names", () => {
    expect(instantAt("2026-11-21T02:30", "Pacific/Kiritimati")?.toISOString()).toBe(instant.toISOString());
    expect(instantAt("2026-11-20T04:30:00", "America/Los_Angeles")?.toISOString()).toBe(instant.toISOString());
    expect(instantAt("2026-07-01T12:00", "Europe/Kyiv")?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
    expect(instantAt("not a time", "UTC")).toBeNull();
  });

  it("reads a time skipped by summer time with the winter offset, and a time that happens twice as its first occurrence", () => {
    // New York skips 02:00–03:00 on 8 March 2026 and repeats 01:00–02:00 on 1 November 2026.
    expect(instantAt("2026-03-08T02:30", "America/New_York")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(instantAt("2026-11-01T01:30", "America/New_York")?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
});

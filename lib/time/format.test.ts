import { describe, expect, it } from "vitest";
import { DATE, DATE_TIME, FULL_DATE_TIME, formatIn, TIME } from "./format";

// 12:30 UTC on 20 November is 02:30 on the 21st in Kiritimati (UTC+14) and 04:30 on the 20th in Los Angeles.
const instant = new Date("2026-11-20T12:30:00Z");

describe("an instant as the app writes it", () => {
  it("is the user's date and time, not UTC's or the server's", () => {
    const kiritimati = formatIn("en", "Pacific/Kiritimati", DATE_TIME).format(instant);
    expect(kiritimati).toContain("November 21, 2026");
    expect(kiritimati).toMatch(/2:30\sAM/);
    const losAngeles = formatIn("en", "America/Los_Angeles", DATE_TIME).format(instant);
    expect(losAngeles).toContain("November 20, 2026");
    expect(losAngeles).toMatch(/4:30\sAM/);
  });

  it("in the reader's language", () => {
    expect(formatIn("uk", "Pacific/Kiritimati", DATE_TIME).format(instant)).toMatch(/21 листопада 2026.*02:30/);
    expect(formatIn("de", "Pacific/Kiritimati", FULL_DATE_TIME).format(instant)).toMatch(/Samstag, 21\. November 2026.*02:30/);
    expect(formatIn("fr", "Pacific/Kiritimati", DATE).format(instant)).toBe("21 novembre 2026");
    expect(formatIn("es", "Pacific/Kiritimati", TIME).format(instant)).toBe("2:30");
    expect(formatIn("uk", "Pacific/Kiritimati", TIME).format(instant)).toBe("02:30");
  });

  it("reuses one formatter per language, zone and style", () => {
    expect(formatIn("en", "Europe/Kyiv", DATE)).toBe(formatIn("en", "Europe/Kyiv", { dateStyle: "long" }));
    expect(formatIn("en", "Europe/Kyiv", DATE)).not.toBe(formatIn("en", "UTC", DATE));
  });
});

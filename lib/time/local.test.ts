import { describe, expect, it } from "vitest";
import { fromLocalInput, isoWithOffset, localInputValue } from "./local";

describe("the dream form's date, in the user's zone", () => {
  it("shows an instant as that zone's wall time, whatever the browser's zone, and sends it back as the same instant", () => {
    const instant = new Date("2026-11-20T12:30:00Z");
    expect(localInputValue(instant, "Pacific/Kiritimati")).toBe("2026-11-21T02:30");
    expect(localInputValue(instant, "America/Los_Angeles")).toBe("2026-11-20T04:30");
    const sent = fromLocalInput("2026-11-21T02:30", "Pacific/Kiritimati");
    expect(sent).toBe("2026-11-21T02:30:00+14:00");
    expect(Date.parse(sent ?? "")).toBe(instant.getTime());
  });

  it("writes the offset the zone had at that instant, summer or winter", () => {
    expect(isoWithOffset(new Date("2026-07-01T12:00:45Z"), "Europe/Kyiv")).toBe("2026-07-01T15:00:45+03:00");
    expect(isoWithOffset(new Date("2026-01-01T12:00:45Z"), "Europe/Kyiv")).toBe("2026-01-01T14:00:45+02:00");
    expect(isoWithOffset(new Date("2026-01-01T12:00:00Z"), "Asia/Kolkata")).toBe("2026-01-01T17:30:00+05:30");
    expect(isoWithOffset(new Date("2026-01-01T12:00:00Z"), "UTC")).toBe("2026-01-01T12:00:00+00:00");
  });

  it("gives nothing for an empty or broken value", () => {
    expect(fromLocalInput("", "UTC")).toBeNull();
    expect(fromLocalInput("2026-13-45T99:99", "UTC")).toBeNull();
  });
});

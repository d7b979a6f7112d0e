import { describe, expect, it } from "vitest";
import { fromLocalInput, isoWithOffset, localInputValue } from "./local";

describe("the dream form's date", () => {
  it("shows an instant as this browser's wall time, and sends it back as the same instant with the offset", () => {
    const instant = new Date("2026-03-29T00:30:00Z");
    const shown = localInputValue(instant);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const sent = fromLocalInput(shown);
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(sent ?? "")).toBe(instant.getTime());
  });

  it("writes the offset the browser had at that instant", () => {
    const instant = new Date("2026-07-01T12:00:45Z");
    const iso = isoWithOffset(instant);
    expect(Date.parse(iso)).toBe(instant.getTime());
    const offset = -instant.getTimezoneOffset();
    const sign = offset < 0 ? "-" : "+";
    const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
    const mm = String(Math.abs(offset) % 60).padStart(2, "0");
    expect(iso.endsWith(`:45${sign}${hh}:${mm}`)).toBe(true);
  });

  it("gives nothing for an empty or broken value", () => {
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("2026-13-45T99:99")).toBeNull();
  });
});

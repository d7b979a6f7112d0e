import { describe, expect, it } from "vitest";
import { analyzeOffline, type AnalysisDream } from "./analyze";

const dream = (id: number, createdAt: string): AnalysisDream => ({
  id,
  title: `Dream ${id}`,
  content: "I walked along the sea at night with my sister.",
  mood: "peaceful",
  createdAt: new Date(createdAt),
});

// 12:30 UTC is 02:30 the next day in Kiritimati (UTC+14).
const dreams = [dream(1, "2026-11-20T12:30:00Z"), dream(2, "2026-11-23T12:30:00Z")];

describe("the built-in analysis' dates", () => {
  it("are the days the dreams were recorded in the user's time zone", () => {
    const summary = analyzeOffline(dreams, "en", "Pacific/Kiritimati").summary;
    expect(summary).toContain("November 21, 2026");
    expect(summary).toContain("November 24, 2026");
    expect(summary).not.toContain("November 20, 2026");
    expect(analyzeOffline(dreams, "uk", "Pacific/Kiritimati").summary).toContain("21 листопада 2026");
  });

  it("are UTC's for a user without a zone", () => {
    expect(analyzeOffline(dreams, "en").summary).toContain("November 20, 2026");
  });
});

// The Markdown export: my_dreams.md, one section per dream with its date in
// the user's time zone, mood, tags, lucidity, text and the interpretation as
// a quote; what the user wrote never turns into markup; streamed in batches.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as exportDreams } from "@/app/api/dreams/export/route";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { db } from "@/lib/db";
import { call } from "./helpers";
import { seedDreams, signedUp } from "./dreams-helpers";

async function markdown(cookie: string, headers: Record<string, string> = {}) {
  const req = new NextRequest("http://localhost:3000/api/dreams/export?format=md", { headers: { cookie, ...headers } });
  return exportDreams(req, { params: Promise.resolve({}) });
}

describe("GET /api/dreams/export?format=md", () => {
  it("writes each dream as a section: heading, date in the user's zone, mood, tags, lucidity, text, interpretation quoted", async () => {
    const { cookie, id } = await signedUp();
    await db().user.update({ where: { id }, data: { timeZone: "America/New_York" } });
    const dreams = [
      {
        title: "Flying over # the *sea*",
        content: "I flew over the sea.\n# not a heading\n- not a list\n\n<b>bold?</b> [link](javascript:x)",
        mood: "peaceful",
        interpretation: "Flight means freedom.\n\nThe sea: feelings.",
        createdAt: "2026-03-08T11:30:00.000Z", // 07:30 in New York, the first day of summer time
        tags: ["flying", "sea_side"],
        lucid: true,
        clarity: 2,
      },
      {
        title: "Plain",
        content: "Nothing much.",
        mood: null,
        interpretation: null,
        createdAt: "2026-01-05T04:15:00.000Z", // 23:15 on the 4th in New York
        tags: [],
        lucid: true,
        clarity: null,
      },
    ];
    const imported = await call(importDreams, { cookie, body: { format: "dreamscape-journal", version: 1, dreams } });
    expect(imported.status).toBe(200);

    const res = await markdown(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="my_dreams.md"');
    expect(res.body).toBeInstanceOf(ReadableStream);
    const text = await res.text();

    expect(text).toMatch(
      /^# DreamScape: my dream journal\n\nExported on .+\. Dates and times are in the time zone .*New York.*\.\n\n/,
    );
    expect(text).toContain(
      [
        "## Flying over \\# the \\*sea\\*",
        "",
        "- **Date:** March 8, 2026 at 7:30 AM",
        "- **Mood:** Peaceful",
        "- **Tags:** flying, sea\\_side",
        "- **Lucid dream (clarity 2 of 3)**",
        "",
        "I flew over the sea.  ",
        "\\# not a heading  ",
        "\\- not a list",
        "",
        "\\<b\\>bold?\\</b\\> \\[link\\](javascript:x)",
        "",
        "> **Interpretation**",
        ">",
        "> Flight means freedom.",
        ">",
        "> The sea: feelings.",
        "",
      ].join("\n"),
    );
    expect(text).toContain(
      [
        "## Plain",
        "",
        "- **Date:** January 4, 2026 at 11:15 PM",
        "- **Mood:** not set",
        "- **Lucid dream**",
        "",
        "Nothing much.",
        "",
      ].join("\n"),
    );
    // Newest first, one heading per dream, and the count at the end.
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(["Flying over \\# the \\*sea\\*", "Plain"]);
    expect(text.endsWith("---\n\n*2 dreams in this journal*\n")).toBe(true);
  });

  it("streams a large journal in the caller's language, every dream once", async () => {
    const { cookie, id } = await signedUp();
    const count = 1_200; // more than two of the exporter's batches
    await seedDreams(id, count, (i) => ({ mood: i % 2 ? "sad" : null }));
    const text = await (await markdown(cookie, { "accept-language": "uk" })).text();
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toHaveLength(count);
    expect(new Set(headings).size).toBe(count);
    expect(headings[0]).toBe(`Dream ${count}`);
    expect(text).toContain("- **Настрій:** Сум");
    expect(text).not.toContain("**Mood:**");
  });

  it("says so when the journal is empty, and needs a session", async () => {
    const { cookie } = await signedUp();
    expect(await (await markdown(cookie)).text()).toMatch(/\n\nNo dreams recorded yet\.\n$/);
    expect((await markdown("")).status).toBe(401);
  });
});

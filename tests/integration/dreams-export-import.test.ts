import { describe, expect, it } from "vitest";
import { GET as exportDreams } from "@/app/api/dreams/export/route";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { GET as list } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { call, type ErrorShape } from "./helpers";
import { seedDreams, signedUp } from "./dreams-helpers";
import { NextRequest } from "next/server";

async function download(cookie: string, query = "", headers: Record<string, string> = {}) {
  const req = new NextRequest(`http://localhost:3000/api/dreams/export${query}`, { headers: { cookie, ...headers } });
  return exportDreams(req, { params: Promise.resolve({}) });
}

interface Backup {
  format: string;
  version: number;
  dreams: { title: string; content: string; mood: string | null; interpretation: string | null; createdAt: string }[];
}

describe("GET /api/dreams/export", () => {
  it("streams a large journal as my_dreams.txt with every dream, readable by a person", async () => {
    const { cookie, id } = await signedUp();
    const count = 2_600; // more than five of the exporter's batches
    await seedDreams(id, count, (i) => ({ mood: i % 2 ? "sad" : null }));
    await db().dream.updateMany({ where: { userId: id, title: "Dream 8" }, data: { interpretation: "Water means feelings." } });

    const res = await download(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="my_dreams.txt"');
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.body).toBeInstanceOf(ReadableStream);

    const text = await res.text();
    const titles = [...text.matchAll(/^Title: (.+)$/gm)].map((m) => m[1]);
    expect(titles).toHaveLength(count);
    expect(titles[0]).toBe(`Dream ${count}`); // newest first
    expect(new Set(titles).size).toBe(count); // no batch repeated or skipped
    expect(text).toMatch(/Title: Dream 8\nDate: .+\nMood: Sad\n\nContent of dream 8\n\nInterpretation:\nWater means feelings\./);
    expect(text).toContain("Mood: not set");
    expect(text).toContain(`${count.toLocaleString("en")} dreams in this journal`);
  });

  it("writes labels in the caller's language", async () => {
    const { cookie, id } = await signedUp();
    await seedDreams(id, 1);
    const text = await (await download(cookie, "", { "accept-language": "de" })).text();
    expect(text).not.toContain("Title: ");
  });

  it("needs a session", async () => {
    expect((await download("")).status).toBe(401);
  });
});

describe("JSON backup and import", () => {
  it("round-trips a journal into a new account, and importing twice adds nothing", async () => {
    const source = await signedUp();
    await seedDreams(source.id, 40, (i) => ({ content: `Line one\nLine "two" ${i} — ünïcødé ✨`, mood: i % 3 ? "happy" : null }));
    await db().dream.updateMany({
      where: { userId: source.id, title: "Dream 3" },
      data: { interpretation: "A sign of change." },
    });

    const backup = (await (await download(source.cookie, "?format=json")).json()) as Backup;
    expect(backup.format).toBe("dreamscape-journal");
    expect(backup.dreams).toHaveLength(40);

    const target = await signedUp();
    const first = await call(importDreams, { cookie: target.cookie, body: backup });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ imported: 40, skipped: [] });

    const copy = (await (await download(target.cookie, "?format=json")).json()) as Backup;
    expect(copy.dreams).toEqual(backup.dreams);

    const again = await call<{ imported: number; skipped: unknown[] }>(importDreams, { cookie: target.cookie, body: backup });
    expect(again.body.imported).toBe(0);
    expect(again.body.skipped).toHaveLength(40);
    expect(await db().dream.count({ where: { userId: target.id } })).toBe(40);
  });

  it("imports the valid records and reports each skipped one with its reason", async () => {
    const { cookie, id } = await signedUp();
    const res = await call<{ imported: number; skipped: { index: number; reason: string }[] }>(importDreams, {
      cookie,
      body: {
        format: "dreamscape-journal",
        version: 1,
        dreams: [
          { title: "Good", content: "Fine", mood: "sad", createdAt: "2024-01-02T03:04:05.000Z" },
          { title: "", content: "no title" },
          { title: "Bad mood", content: "x", mood: "livid" },
          "not an object",
          { title: "Future field", content: "kept", extra: true },
          { title: "Cellar", content: "A door in the dark", mood: " Frightened " },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(3);
    expect(res.body.skipped.map((s) => s.index)).toEqual([1, 2, 3]);
    expect(res.body.skipped[0].reason).toBe("Please give your dream a title");
    expect(res.body.skipped[1].reason).toBe("Choose one of the listed moods");
    const good = await db().dream.findFirstOrThrow({ where: { userId: id, title: "Good" } });
    expect(good.createdAt.toISOString()).toBe("2024-01-02T03:04:05.000Z");
    // One of the four moods added to the first six, case and spaces forgiven, and found by the mood filter.
    const frightened = await call<{ title: string; mood: string }[]>(list, { cookie, path: "/api/dreams?mood=frightened" });
    expect(frightened.body.map((d) => [d.title, d.mood])).toEqual([["Cellar", "frightened"]]);
  });

  it("refuses a file that is not a DreamScape backup", async () => {
    const { cookie } = await signedUp();
    for (const body of [{ dreams: [] }, [], { format: "other", version: 1, dreams: [] }]) {
      const res = await call<ErrorShape>(importDreams, { cookie, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/backup could not be read/);
    }
    expect((await call<ErrorShape>(importDreams, { cookie, rawBody: "{nope", method: "POST" })).status).toBe(400);
  });

  it("needs a session and does not touch other accounts", async () => {
    const a = await signedUp();
    const b = await signedUp();
    await seedDreams(a.id, 2);
    expect((await call(importDreams, { body: { format: "dreamscape-journal", version: 1, dreams: [] } })).status).toBe(401);
    expect((await call<unknown[]>(list, { cookie: b.cookie })).body).toEqual([]);
  });
});

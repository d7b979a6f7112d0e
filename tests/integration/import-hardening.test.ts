// Imports under hostile or unlucky conditions: concurrent copies of one backup,
// impossible dates, pathological bodies, a database error half-way, and
// interpretations that did not come from our interpreter.
import { describe, expect, it } from "vitest";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { db } from "@/lib/db";
import { IMPORT_BODY_LIMIT } from "@/lib/domain/journal";
import { LIMITS, consume } from "@/lib/security/rate-limit";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

interface Report {
  imported: number;
  skipped: { index: number; reason: string }[];
}

const backup = (dreams: unknown[]) => ({ format: "dreamscape-journal", version: 1, dreams });

const dreams = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    title: `${tag} ${i}`,
    content: `I walked through the ${tag} house number ${i} at night.`,
    mood: "mysterious",
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
  }));

describe("the Free plan's daily import allowance", () => {
  it("restores 200 new dreams a day; the rest come with the same file tomorrow, and known ones cost nothing", async () => {
    const { cookie, id } = await signedUp();
    // The day's dream quota is used up: imports are counted apart from it.
    await db().dailyUsage.create({ data: { userId: id, kind: "dream", day: new Date(), count: 5 } });
    const first = await call<Report>(importDreams, { cookie, body: backup(dreams(150, "allowance")) });
    expect(first.body.imported).toBe(150);
    // A larger file holding those 150: they are known (not counted), 50 of the rest fit today, 50 wait for tomorrow.
    const file = backup(dreams(250, "allowance"));
    const again = await call<Report>(importDreams, { cookie, body: file });
    expect(again.status).toBe(200);
    expect(again.body.imported).toBe(50);
    expect(again.body.skipped.filter((s) => s.reason === "Already in your journal")).toHaveLength(150);
    expect(again.body.skipped.filter((s) => /allowance of 200 dreams is used up/.test(s.reason))).toHaveLength(50);
    expect(again.body.skipped.at(-1)).toEqual({
      index: 249,
      reason: expect.stringMatching(/allowance of 200 dreams is used up/),
    });
    // Nothing left today: the same file once more is refused before it is read, saying when the allowance resets.
    const spent = await call<ErrorShape>(importDreams, { cookie, body: file });
    expect(spent.status).toBe(429);
    expect(spent.body.error.message).toMatch(/restore 200 dreams from backups per day.*resets at midnight UTC/);
    expect(await db().dream.count({ where: { userId: id } })).toBe(200);
    expect(await db().dailyUsage.findFirst({ where: { userId: id, kind: "import" } })).toMatchObject({ count: 200 });
  });

  it("holds across concurrent imports of different files", async () => {
    const { cookie, id } = await signedUp();
    const results = await Promise.all(
      ["a", "b", "c"].map((tag) => call<Report>(importDreams, { cookie, body: backup(dreams(120, `concurrent-${tag}`)) })),
    );
    // One that starts when the others have spent the allowance is refused outright.
    for (const r of results) expect([200, 429]).toContain(r.status);
    expect(results.reduce((sum, r) => sum + (r.status === 200 ? r.body.imported : 0), 0)).toBe(200);
    expect(await db().dream.count({ where: { userId: id } })).toBe(200);
  });

  it("does not apply to Premium, and never asks the AI provider: imported dreams arrive as they were", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const res = await call<Report>(importDreams, { cookie, body: backup(dreams(300, "premium")) });
    expect(res.body.imported).toBe(300);
    expect(await db().dream.count({ where: { userId: id, interpretationStatus: "pending" } })).toBe(0);
  });
});

describe("importing", () => {
  // Premium, as these restore more than the Free plan's daily allowance.
  it("stores each dream once when the same backup is imported four times at once", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const body = backup(dreams(1200, "race"));
    const results = await Promise.all(Array.from({ length: 4 }, () => call<Report>(importDreams, { cookie, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.reduce((sum, r) => sum + r.body.imported, 0)).toBe(1200);
    for (const r of results) expect(r.body.imported + r.body.skipped.length).toBe(1200);
    expect(await db().dream.count({ where: { userId: id } })).toBe(1200);
  });

  it("skips dates no person or database would accept, with a reason", async () => {
    const { cookie } = await signedUp();
    const res = await call<Report>(importDreams, {
      cookie,
      body: backup([
        { title: "Year zero", content: "x", createdAt: "0000-01-01T00:00:00.000Z" },
        { title: "From the future", content: "x", createdAt: "2099-06-01T00:00:00.000Z" },
        { title: "Fine", content: "x", createdAt: "1999-12-31T23:59:59.000Z" },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(1);
    expect(res.body.skipped).toEqual([
      { index: 0, reason: "The date must lie between 1900 and today" },
      { index: 1, reason: "The date must lie between 1900 and today" },
    ]);
  });

  it("refuses deeply nested brackets at once, and bodies over the limit", async () => {
    const { cookie } = await signedUp();
    const nested = `${"[".repeat(500_000)}${"]".repeat(500_000)}`;
    const deep = await call<ErrorShape>(importDreams, { cookie, method: "POST", rawBody: nested });
    expect(deep.status).toBe(400);
    expect(deep.body.error.message).toMatch(/nested too deeply/);
    const huge = JSON.stringify(backup([{ title: "big", content: "x".repeat(IMPORT_BODY_LIMIT) }]));
    const tooLarge = await call<ErrorShape>(importDreams, { cookie, method: "POST", rawBody: huge });
    expect(tooLarge.status).toBe(413);
  });

  it("marks imported interpretations as imported", async () => {
    const { cookie, id } = await signedUp();
    await call(importDreams, { cookie, body: backup([{ title: "With meaning", content: "c", interpretation: "A sign." }]) });
    const dream = await db().dream.findFirstOrThrow({ where: { userId: id } });
    expect(dream).toMatchObject({ interpretation: "A sign.", interpretationSource: "imported" });
  });

  it("says exactly what was stored when the database fails half-way, and a second import finishes the job", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const records = dreams(1200, "interrupted");
    records[700].title = "explode"; // in the second batch of 500
    // A real database error half-way through: a trigger refuses one row.
    await db().$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_explode() RETURNS trigger AS $$
      BEGIN IF NEW."title" = 'explode' AND NEW."userId" = ${id} THEN RAISE EXCEPTION 'disk full (test)'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db().$executeRawUnsafe(
      `CREATE TRIGGER refuse_explode_${id} BEFORE INSERT ON "dreams" FOR EACH ROW EXECUTE FUNCTION refuse_explode()`,
    );
    try {
      const res = await call<ErrorShape & { error: { details: { imported: number } } }>(importDreams, {
        cookie,
        body: backup(records),
      });
      expect(res.status).toBe(503);
      expect(res.body.error.details.imported).toBe(500);
      expect(res.body.error.message).toMatch(/after storing 500 of 1200 dreams/);
      expect(await db().dream.count({ where: { userId: id } })).toBe(500);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_explode_${id} ON "dreams"`);
    }
    const again = await call<Report>(importDreams, { cookie, body: backup(records) });
    expect(again.body.imported).toBe(700);
    expect(await db().dream.count({ where: { userId: id } })).toBe(1200);
  });

  it("is limited per user per hour", async () => {
    const { cookie, id } = await signedUp();
    for (let i = 0; i < LIMITS.import.points; i++) await consume("import", String(id));
    const res = await call<ErrorShape>(importDreams, { cookie, body: backup([]) });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

// Requests that must not be taken at their word (issue 35), on both
// databases: an Idempotency-Key retry that asks for a different dream, and an
// import sent when the day's import allowance is already spent.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { POST as create } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { DAILY_LIMITS } from "@/lib/quota/service";
import { PEER_HEADER } from "@/lib/domain/wire.mjs";
import { signedUp } from "./dreams-helpers";
import { call, randomAddress, type ErrorShape } from "./helpers";

describe("an Idempotency-Key reused for a different dream", () => {
  const original = {
    title: "The lighthouse",
    content: "A lighthouse blinked over a black sea.",
    mood: "mysterious",
    tags: ["sea", "Light"],
    lucid: true,
    clarity: 2,
    createdAt: "2026-11-20T06:15:00.000+02:00",
  };
  const send = (cookie: string, key: string, body: Record<string, unknown>) =>
    call<{ id: number } & ErrorShape>(create, { cookie, body, headers: { "Idempotency-Key": key } });

  it("answers 409 naming the stored dream for any field that differs, and stores nothing", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const key = randomUUID();
    const first = await send(cookie, key, original);
    expect(first.status).toBe(201);
    const changes: Record<string, unknown>[] = [
      { mood: "happy" },
      { mood: null },
      { tags: ["sea"] },
      { tags: ["sea", "Light", "night"] },
      { lucid: false, clarity: null },
      { clarity: 3 },
      { createdAt: "2026-11-21T06:15:00.000+02:00" },
      { title: "Another lighthouse" },
      { content: "Another sea." },
    ];
    for (const change of changes) {
      const res = await send(cookie, key, { ...original, ...change });
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.error.code).toBe("conflict");
      expect(res.body.error.details, JSON.stringify(change)).toEqual({ dreamId: first.body.id });
      expect(res.body.error.message).toMatch(/already used for a different dream/);
    }
    expect(await db().dream.count({ where: { userId: id } })).toBe(1);
  });

  it("answers the stored dream (200) for the same dream again, however its tags are ordered or cased", async () => {
    const { cookie } = await signedUp();
    const key = randomUUID();
    const first = await send(cookie, key, original);
    const again = await send(cookie, key, { ...original, tags: ["light", "SEA"], mood: " Mysterious " });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });

  it("takes a retry without a date as the same dream: the server dated the first one", async () => {
    const { cookie } = await signedUp();
    const key = randomUUID();
    const { createdAt: _date, ...undated } = original;
    expect((await send(cookie, key, undated)).status).toBe(201);
    expect((await send(cookie, key, undated)).status).toBe(200);
    // A device that kept the draft dates it itself: a moment later than the server did. The 409 names the dream.
    const dated = await send(cookie, key, { ...undated, createdAt: new Date(Date.now() + 1000).toISOString() });
    expect(dated.status).toBe(409);
    expect(dated.body.error.details).toEqual({ dreamId: expect.any(Number) });
  });
});

describe("an import when the day's allowance is spent", () => {
  const spend = (userId: number) =>
    db().dailyUsage.create({ data: { userId, kind: "import", day: new Date(), count: DAILY_LIMITS.import } });

  it("is refused with 429, Retry-After and the quota's message, an 11 MB backup included", async () => {
    const { cookie, id } = await signedUp();
    await spend(id);
    const dreams = Array.from({ length: 1000 }, (_, i) => ({ title: `Dream ${i}`, content: "x".repeat(11_000) }));
    const rawBody = JSON.stringify({ format: "dreamscape-journal", version: 1, dreams });
    expect(rawBody.length).toBeGreaterThan(11_000_000);
    // That the refusal comes before the body is read: the next test.
    const res = await call<ErrorShape>(importDreams, { cookie, method: "POST", rawBody, headers: { "accept-language": "de" } });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("quota_exceeded");
    expect(res.body.error.message).toMatch(/^Kostenlose Konten können pro Tag 200 Träume/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().dream.count({ where: { userId: id } })).toBe(0);
  });

  it("is refused before a byte of the body is read", async () => {
    const { cookie, id } = await signedUp();
    await spend(id);
    let pulled = 0;
    // Nothing is produced until someone reads: a refusal that never reads never pulls.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled++;
          controller.enqueue(new TextEncoder().encode("{"));
        },
      },
      { highWaterMark: 0 },
    );
    const headers = new Headers({ cookie, "content-type": "application/json", [PEER_HEADER]: randomAddress() });
    const req = new NextRequest("http://localhost:3000/api/dreams/import", { method: "POST", headers, body, duplex: "half" });
    const res = await importDreams(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(429);
    expect(pulled).toBe(0);
  });

  it("goes ahead while some allowance is left, and always on Premium", async () => {
    const free = await signedUp();
    await db().dailyUsage.create({
      data: { userId: free.id, kind: "import", day: new Date(), count: DAILY_LIMITS.import - 1 },
    });
    const file = {
      format: "dreamscape-journal",
      version: 1,
      dreams: [
        { title: "One", content: "The first." },
        { title: "Two", content: "The second." },
      ],
    };
    const partial = await call<{ imported: number; skipped: unknown[] }>(importDreams, { cookie: free.cookie, body: file });
    expect(partial.status).toBe(200);
    expect(partial.body.imported).toBe(1);
    const premium = await signedUp({ premium: true });
    await spend(premium.id);
    const full = await call<{ imported: number }>(importDreams, { cookie: premium.cookie, body: file });
    expect(full.body.imported).toBe(2);
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { DELETE as deleteDream } from "@/app/api/dreams/[id]/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { call, type ErrorShape } from "./helpers";
import { seedDreams, signedUp } from "./dreams-helpers";

const dream = (n = 1) => ({ title: `Flying ${n}`, content: "I flew over the city at night with my sister.", mood: "peaceful" });

describe("POST /api/dreams", () => {
  it("stores the dream and answers 201 with it, interpreted by the built-in interpreter", async () => {
    const { cookie, id } = await signedUp();
    const res = await call(create, { cookie, body: { title: "  The lake ", content: "Cold water.", mood: " Mysterious " } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "The lake",
      content: "Cold water.",
      mood: "mysterious",
      interpretationSource: "offline",
      interpretationModel: null,
      interpretationLanguage: "en",
      interpretationStatus: "ready",
      shareId: null,
      shareUrl: null,
    });
    expect(res.body.interpretation).toEqual(expect.stringMatching(/water/i));
    expect(await db().dream.count({ where: { userId: id } })).toBe(1);
  });

  it("accepts a dream without a mood", async () => {
    const { cookie } = await signedUp();
    const res = await call(create, { cookie, body: { title: "t", content: "c", mood: "" } });
    expect(res.status).toBe(201);
    expect(res.body.mood).toBeNull();
  });

  it("explains what is wrong with the input", async () => {
    const { cookie } = await signedUp();
    const bad = async (body: unknown) => (await call<ErrorShape>(create, { cookie, body })).body.error;
    expect((await bad({ title: " ", content: "c" })).details?.fields?.title).toBe("Please give your dream a title");
    expect((await bad({ title: "x".repeat(201), content: "c" })).details?.fields?.title).toMatch(/200/);
    expect((await bad({ title: "t", content: "x".repeat(20_001) })).details?.fields?.content).toMatch(/20,000/);
    expect((await bad({ title: "t", content: "c", mood: "furious" })).details?.fields?.mood).toBe(
      "Choose one of the listed moods",
    );
    expect((await bad({ title: "t", content: "c", userId: 1 })).message).toContain("userId");
    expect((await bad({ title: 5, content: ["c"] })).code).toBe("validation_failed");
    // Nothing a reader could see: zero-width spaces and joiners, a BOM, a soft hyphen.
    for (const invisible of ["\u200b", "\u200b\u200c\u200d", "\ufeff \u2060", "\u00ad"]) {
      expect((await bad({ title: invisible, content: "c" })).details?.fields?.title).toBe("Please give your dream a title");
      expect((await bad({ title: "t", content: invisible })).details?.fields?.content).toBeDefined();
    }
  });

  it("drops NUL characters, which PostgreSQL text cannot store, instead of failing", async () => {
    const { cookie } = await signedUp();
    const res = await call(create, {
      cookie,
      method: "POST",
      rawBody: '{"title":"a\\u0000b","content":"c\\u0000d","mood":null}',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: "ab", content: "cd" });
  });

  it("answers a double submit at the same moment with 409, not a second copy or a 500", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T08:00:00.000Z") });
    try {
      const body = { title: "Twice", content: "Sent twice by an impatient thumb." };
      expect((await call(create, { cookie, body })).status).toBe(201);
      const second = await call<ErrorShape>(create, { cookie, body });
      expect(second.status).toBe(409);
      expect(second.body.error.message).toBe("Another dream from the same moment already has this title and text.");
    } finally {
      vi.useRealTimers();
    }
    expect(await db().dream.count({ where: { userId: id } })).toBe(1);
  });

  it("refuses anonymous writes", async () => {
    expect((await call(create, { body: dream() })).status).toBe(401);
  });
});

describe("POST /api/dreams with an Idempotency-Key (a dream kept on the device while offline)", () => {
  const keyed = (key: string) => ({ "Idempotency-Key": key });
  const key = () => randomUUID();

  it("stores the dream once: a retry answers 200 with the same dream and the Idempotent-Replayed header", async () => {
    const { cookie, id } = await signedUp();
    const k = key();
    const first = await call(create, { cookie, body: dream(), headers: keyed(k) });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await call(create, { cookie, body: dream(), headers: keyed(k) });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await db().dream.count({ where: { userId: id } })).toBe(1);
  });

  it("stores one of 6 tries sent at once with one key, answers the others with it, and counts it once against the quota", async () => {
    const { cookie, id } = await signedUp();
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(create, { cookie, body: dream(), headers: keyed(k) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await db().dream.count({ where: { userId: id } })).toBe(1);
    // 4 more fit in the day: the retries were not counted.
    for (let i = 2; i <= 5; i++) expect((await call(create, { cookie, body: dream(i) })).status).toBe(201);
    expect((await call(create, { cookie, body: dream(6) })).status).toBe(429);
  });

  it("replays a stored dream even when the day's quota is spent", async () => {
    const { cookie } = await signedUp();
    const k = key();
    expect((await call(create, { cookie, body: dream(0), headers: keyed(k) })).status).toBe(201);
    for (let i = 1; i <= 4; i++) await call(create, { cookie, body: dream(i) });
    expect((await call(create, { cookie, body: dream(0), headers: keyed(k) })).status).toBe(200);
  });

  it("keeps keys per user: another user's key stores that user's own dream", async () => {
    const a = await signedUp();
    const b = await signedUp();
    const k = key();
    const mine = await call(create, { cookie: a.cookie, body: dream(), headers: keyed(k) });
    const theirs = await call(create, { cookie: b.cookie, body: dream(), headers: keyed(k) });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it("refuses a key reused for a different dream (409) and a malformed key (400), storing nothing", async () => {
    const { cookie, id } = await signedUp();
    const k = key();
    await call(create, { cookie, body: dream(1), headers: keyed(k) });
    const reused = await call<ErrorShape>(create, { cookie, body: dream(2), headers: keyed(k) });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toMatch(/already used for a different dream/);
    for (const bad of ["short", "x".repeat(65), "has spaces in it, sixteen+", "dots.are.not.allowed.here"]) {
      const res = await call<ErrorShape>(create, { cookie, body: dream(3), headers: keyed(bad) });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toMatch(/Idempotency-Key header must be 16 to 64/);
    }
    expect(await db().dream.count({ where: { userId: id } })).toBe(1);
  });

  it("never stores again a dream deleted since its key was used: 409 names it (a draft whose first answer was lost)", async () => {
    const { cookie, id } = await signedUp();
    const k = key();
    const first = await call(create, { cookie, body: dream(), headers: keyed(k) });
    const dreamId = first.body.id as number;
    expect((await call(deleteDream, { method: "DELETE", cookie, params: { id: String(dreamId) } })).status).toBe(200);
    const again = await call<ErrorShape>(create, { cookie, body: dream(), headers: keyed(k) });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "conflict", details: { dreamId, deleted: true } });
    expect(again.body.error.message).toMatch(/saved earlier and has since been deleted/);
    expect(await db().dream.count({ where: { userId: id } })).toBe(0);
    // A new key stores a new dream, and an account with deleted keyed dreams can still be deleted whole.
    expect((await call(create, { cookie, body: dream(), headers: keyed(key()) })).status).toBe(201);
    await db().user.delete({ where: { id } });
    expect(await db().deletedDreamKey.count({ where: { userId: id } })).toBe(0);
  });

  it("forgets the keys of deleted dreams after 90 days, when the owner deletes again", async () => {
    const { cookie, id } = await signedUp();
    const old = await call(create, { cookie, body: dream(1), headers: keyed(key()) });
    await call(deleteDream, { method: "DELETE", cookie, params: { id: String(old.body.id) } });
    await db().deletedDreamKey.updateMany({ where: { userId: id }, data: { deletedAt: new Date(Date.now() - 91 * 86_400_000) } });
    const next = await call(create, { cookie, body: dream(2), headers: keyed(key()) });
    await call(deleteDream, { method: "DELETE", cookie, params: { id: String(next.body.id) } });
    expect(await db().deletedDreamKey.findMany({ where: { userId: id }, select: { dreamId: true } })).toEqual([
      { dreamId: next.body.id },
    ]);
  });
});

describe("POST /api/dreams with createdAt (written earlier, e.g. offline)", () => {
  it("dates the dream when it was written", async () => {
    const { cookie } = await signedUp();
    const res = await call(create, { cookie, body: { ...dream(), createdAt: "2026-11-20T06:15:00.000+02:00" } });
    expect(res.status).toBe(201);
    expect(res.body.createdAt).toBe("2026-11-20T04:15:00.000Z");
    const listed = await call<{ createdAt: string }[]>(list, { cookie, path: "/api/dreams" });
    expect(listed.body[0].createdAt).toBe("2026-11-20T04:15:00.000Z");
  });

  it("refuses dates before 1900, more than a day ahead, and not ISO 8601", async () => {
    const { cookie } = await signedUp();
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString();
    for (const createdAt of ["1899-12-31T23:00:00Z", ahead, "yesterday", "2026-11-20", 1_700_000_000_000]) {
      const res = await call<ErrorShape>(create, { cookie, body: { ...dream(), createdAt } });
      expect(res.status, String(createdAt)).toBe(400);
      expect(res.body.error.details?.fields?.createdAt, String(createdAt)).toBeDefined();
    }
  });
});

describe("the Free plan's daily quota", () => {
  it("allows 5 dreams per UTC day, then answers 429 saying when it resets", async () => {
    const { cookie, id } = await signedUp();
    for (let i = 1; i <= 5; i++) expect((await call(create, { cookie, body: dream(i) })).status).toBe(201);
    const sixth = await call<ErrorShape>(create, { cookie, body: dream(6) });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("quota_exceeded");
    expect(sixth.body.error.message).toMatch(/5 dreams per day.*midnight UTC, in \d+ h \d+ min/);
    const retry = Number(sixth.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(await db().dream.count({ where: { userId: id } })).toBe(5);
  });

  it("stores exactly 5 of 10 concurrent creates on an empty day; none fails with 5xx", async () => {
    const { cookie, id } = await signedUp();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call(create, { cookie, body: dream(i) })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await db().dream.count({ where: { userId: id } })).toBe(5);
  });

  it("does not refund deleted dreams", async () => {
    const { cookie } = await signedUp();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await call(create, { cookie, body: dream(i) })).body.id as number);
    await call(deleteDream, { method: "DELETE", cookie, params: { id: String(ids[0]) } });
    expect((await call(create, { cookie, body: dream(9) })).status).toBe(429);
  });

  it("counts yesterday separately", async () => {
    const { cookie, id } = await signedUp();
    await db().dailyUsage.create({ data: { userId: id, kind: "dream", day: new Date(Date.now() - 86_400_000), count: 5 } });
    expect((await call(create, { cookie, body: dream() })).status).toBe(201);
  });

  it("does not limit Premium", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    for (let i = 0; i < 8; i++) expect((await call(create, { cookie, body: dream(i) })).status).toBe(201);
    expect(await db().dream.count({ where: { userId: id } })).toBe(8);
  });
});

describe("DELETE /api/dreams/[id]", () => {
  it("deletes the caller's dream", async () => {
    const { cookie } = await signedUp();
    const created = await call(create, { cookie, body: dream() });
    const res = await call(deleteDream, { method: "DELETE", cookie, params: { id: String(created.body.id) } });
    expect(res.status).toBe(200);
    expect(await db().dream.count({ where: { id: created.body.id as number } })).toBe(0);
  });

  it("answers 404 for another user's id, a missing id and a non-numeric id, and changes nothing", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const theirs = await call(create, { cookie: owner.cookie, body: dream() });
    const theirId = theirs.body.id as number;
    for (const id of [String(theirId), "999999999", "abc", "1e3", "-1", "0", "1.5", "99999999999999999999"]) {
      const res = await call<ErrorShape>(deleteDream, { method: "DELETE", cookie: other.cookie, params: { id } });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    expect(await db().dream.count({ where: { id: theirId } })).toBe(1);
  });
});

describe("GET /api/dreams", () => {
  it("returns the journal as an array, newest first, without params", async () => {
    const { cookie, id } = await signedUp();
    await seedDreams(id, 20);
    const res = await call<{ title: string }[]>(list, { cookie });
    expect(res.body).toHaveLength(20);
    expect(res.body[0].title).toBe("Dream 20");
    expect(res.body[19].title).toBe("Dream 1");
  });

  it("never builds a whole history without params: the newest 100, and how many there are", async () => {
    const { cookie, id } = await signedUp();
    await seedDreams(id, 250);
    const res = await call<{ title: string }[]>(list, { cookie });
    expect(res.body).toHaveLength(100);
    expect(res.body[0].title).toBe("Dream 250");
    expect(res.headers.get("x-total-count")).toBe("250");
    expect(res.headers.get("x-total-pages")).toBe("3");
  });

  it.each([
    [0, 1, 0, 1],
    [15, 1, 15, 1],
    [16, 2, 1, 2],
    [31, 3, 1, 3],
  ])("with %i dreams: %i page(s), the last holding %i", async (count, pages, lastSize, lastPage) => {
    const { cookie, id } = await signedUp();
    await seedDreams(id, count);
    const first = await call<unknown[]>(list, { cookie, path: "/api/dreams?page=1&limit=15" });
    expect(first.body).toHaveLength(Math.min(15, count));
    expect(first.headers.get("x-total-count")).toBe(String(count));
    expect(first.headers.get("x-total-pages")).toBe(String(pages));
    const last = await call<unknown[]>(list, { cookie, path: `/api/dreams?page=${lastPage}&limit=15` });
    expect(last.body).toHaveLength(lastSize);
    // Past the end, the page stays within 1..total.
    const beyond = await call<unknown[]>(list, { cookie, path: `/api/dreams?page=${pages + 5}&limit=15` });
    expect(beyond.headers.get("x-page")).toBe(String(pages));
    expect(beyond.body).toHaveLength(lastSize);
  });

  it("pages hold different dreams, newest first", async () => {
    const { cookie, id } = await signedUp();
    await seedDreams(id, 16);
    const p1 = await call<{ title: string }[]>(list, { cookie, path: "/api/dreams?page=1&limit=15" });
    const p2 = await call<{ title: string }[]>(list, { cookie, path: "/api/dreams?page=2&limit=15" });
    expect(p1.body[0].title).toBe("Dream 16");
    expect(p2.body.map((d) => d.title)).toEqual(["Dream 1"]);
  });

  it("never shows another user's dreams", async () => {
    const a = await signedUp();
    const b = await signedUp();
    await seedDreams(a.id, 3);
    expect((await call<unknown[]>(list, { cookie: b.cookie })).body).toEqual([]);
  });

  it("refuses nonsense paging with 400", async () => {
    const { cookie } = await signedUp();
    for (const q of ["page=0", "page=-1", "page=abc", "limit=101", "limit=0", "page=1.5"]) {
      expect((await call(list, { cookie, path: `/api/dreams?${q}` })).status, q).toBe(400);
    }
  });
});

// Combined analysis: Premium only (the server decides), 2 to 20 distinct ids
// of the caller's own dreams, written by the built-in analyzer from real
// statistics; listed newest first, read one by one with the titles of the
// dreams they cover, and deleted one by one.
import { describe, expect, it } from "vitest";
import { DELETE as deleteAnalysis, GET as getAnalysis } from "@/app/api/dreams/analyses/[id]/route";
import { GET as listAnalyses } from "@/app/api/dreams/analyses/route";
import { POST as analyze } from "@/app/api/dreams/analyze/route";
import { POST as create } from "@/app/api/dreams/route";
import type { Analysis } from "@/lib/analyses/schema";
import { db } from "@/lib/db";
import type { Dream } from "@/lib/dreams/schema";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

async function record(cookie: string, title: string, content: string, mood?: string) {
  const res = await call<Dream>(create, { cookie, body: { title, content, mood } });
  expect(res.status).toBe(201);
  return res.body.id;
}

const ask = (cookie: string, body: unknown) => call<Analysis & ErrorShape>(analyze, { cookie, body });

async function premiumWithDreams() {
  const user = await signedUp({ premium: true });
  const ids = [
    await record(user.cookie, "Flood", "The water rose in my old house and my mother called me.", "anxious"),
    await record(user.cookie, "Sea", "I swam in warm water near the house where I grew up.", "peaceful"),
    await record(user.cookie, "Rain", "Rain fell on the house; water came through the roof.", "sad"),
  ];
  return { ...user, ids };
}

describe("POST /api/dreams/analyze", () => {
  it("is refused to Free users with a message, whatever they send", async () => {
    const { cookie } = await signedUp();
    const a = await record(cookie, "One", "Water.");
    const b = await record(cookie, "Two", "Water again.");
    const res = await ask(cookie, { dreamIds: [a, b] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "premium_required", message: expect.stringMatching(/Premium/) });
    expect(await db().dreamAnalysis.count({ where: { dreamIds: { has: String(a) } } })).toBe(0);
  });

  it("stores and answers an analysis built from the selected dreams' statistics", async () => {
    const { cookie, ids, id: userId } = await premiumWithDreams();
    const res = await ask(cookie, { dreamIds: ids });
    expect(res.status).toBe(201);
    const analysis = res.body;
    expect(analysis).toMatchObject({
      dreamIds: ids.map(String),
      source: "offline",
      model: null,
      language: "en",
      emotionalTrends: { predominantEmotions: expect.any(Array), moodPattern: expect.any(String) },
    });
    // The dreams it covered, by title, in the order they were asked for.
    expect(analysis.dreams).toEqual([
      { id: ids[0], title: "Flood" },
      { id: ids[1], title: "Sea" },
      { id: ids[2], title: "Rain" },
    ]);
    expect(analysis.summary).toMatch(/3 dreams/);
    // Water and the house recur in all three dreams; the analysis says so.
    expect(analysis.commonSymbols.join(" ")).toMatch(/water/i);
    expect(analysis.commonSymbols.join(" ")).toMatch(/house/i);
    expect(analysis.patterns.length).toBeGreaterThan(0);
    expect(analysis.recommendations.length).toBeGreaterThan(0);
    expect(analysis.emotionalTrends.moodPattern.length).toBeGreaterThan(0);
    expect(new Date(analysis.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await db().dreamAnalysis.count({ where: { userId } })).toBe(1);
  });

  it("writes in the caller's interface language", async () => {
    const { cookie, ids } = await premiumWithDreams();
    const res = await call<Analysis>(analyze, { cookie: `${cookie}; NEXT_LOCALE=uk`, body: { dreamIds: ids } });
    expect(res.status).toBe(201);
    expect(res.body.language).toBe("uk");
    expect(res.body.summary).toMatch(/[а-яіїєґ]{4,}/i);
  });

  it("explains every malformed request with a 400, and stores nothing", async () => {
    const { cookie, ids, id: userId } = await premiumWithDreams();
    const cases: [unknown, string][] = [
      [{ dreamIds: [ids[0]] }, "Select between 2 and 20 dreams to analyse together."],
      [{ dreamIds: Array.from({ length: 21 }, (_, i) => ids[0] + i) }, "Select between 2 and 20 dreams to analyse together."],
      [{ dreamIds: [ids[0], ids[0]] }, "Each dream can be selected only once."],
      [{ dreamIds: ids.map(String) }, "dreamIds must be a list of dream ids (whole numbers)."],
      [{ dreamIds: [ids[0], 1.5] }, "dreamIds must be a list of dream ids (whole numbers)."],
      [{ dreamIds: [ids[0], -3] }, "dreamIds must be a list of dream ids (whole numbers)."],
      [{ dreamIds: "1,2" }, "dreamIds must be a list of dream ids (whole numbers)."],
      [{}, "dreamIds must be a list of dream ids (whole numbers)."],
      [[ids[0], ids[1]], "The request body must be a JSON object"],
    ];
    for (const [body, message] of cases) {
      const res = await ask(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    const extra = await ask(cookie, { dreamIds: ids, note: "x" });
    expect(extra.status).toBe(400);
    const broken = await call<ErrorShape>(analyze, { cookie, rawBody: '{"dreamIds": [1, 2' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("invalid_json");
    expect(await db().dreamAnalysis.count({ where: { userId } })).toBe(0);
  });

  it("treats another user's and missing dreams as not found", async () => {
    const { cookie, ids } = await premiumWithDreams();
    const stranger = await signedUp();
    const theirs = await record(stranger.cookie, "Theirs", "Water.");
    for (const dreamIds of [
      [ids[0], theirs],
      [ids[0], 99_999_999],
    ]) {
      const res = await ask(cookie, { dreamIds });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toMatch(/One of the selected dreams does not exist/);
    }
  });

  it("is refused to anonymous callers", async () => {
    expect((await ask("", { dreamIds: [1, 2] })).status).toBe(401);
  });
});

describe("GET /api/dreams/analyses and DELETE /api/dreams/analyses/{id}", () => {
  it("lists the caller's analyses newest first, and deletes only the caller's", async () => {
    const { cookie, ids } = await premiumWithDreams();
    const first = (await ask(cookie, { dreamIds: ids.slice(0, 2) })).body;
    const second = (await ask(cookie, { dreamIds: ids })).body;
    const other = await premiumWithDreams();
    const theirs = (await ask(other.cookie, { dreamIds: other.ids })).body;

    const listed = await call<Analysis[]>(listAnalyses, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(listed.body[0].dreamIds).toEqual(ids.map(String));
    expect(listed.body[0].dreams.map((d) => d.title)).toEqual(["Flood", "Sea", "Rain"]);
    expect(listed.body[1].dreams.map((d) => d.title)).toEqual(["Flood", "Sea"]);

    const remove = (who: string, id: string) =>
      call<ErrorShape>(deleteAnalysis, { method: "DELETE", cookie: who, params: { id } });
    for (const id of [String(theirs.id), "0", "abc", "99999999"]) {
      const res = await remove(cookie, id);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This analysis does not exist or was already deleted.");
    }
    expect((await remove(cookie, String(first.id))).status).toBe(200);
    expect((await remove(cookie, String(first.id))).status).toBe(404);
    expect((await call<Analysis[]>(listAnalyses, { cookie })).body.map((a) => a.id)).toEqual([second.id]);
    expect((await call<Analysis[]>(listAnalyses, { cookie: other.cookie })).body.map((a) => a.id)).toEqual([theirs.id]);
  });

  it("keeps an analysis when one of its dreams is deleted, and shows that dream as missing", async () => {
    const { cookie, ids, id: userId } = await premiumWithDreams();
    const analysis = (await ask(cookie, { dreamIds: ids })).body;
    await db().dream.delete({ where: { id: ids[0] } });
    await db().dream.update({ where: { id: ids[1] }, data: { title: "Warm sea" } });
    const covered = [
      { id: ids[0], title: null },
      { id: ids[1], title: "Warm sea" },
      { id: ids[2], title: "Rain" },
    ];
    const listed = await call<Analysis[]>(listAnalyses, { cookie });
    expect(listed.body.map((a) => a.id)).toEqual([analysis.id]);
    expect(listed.body[0].dreams).toEqual(covered);
    const one = await call<Analysis>(getAnalysis, { cookie, params: { id: String(analysis.id) } });
    expect(one.body.dreams).toEqual(covered);
    expect(one.body.dreamIds).toEqual(ids.map(String));
    expect(await db().dreamAnalysis.count({ where: { userId } })).toBe(1);
  });
});

describe("GET /api/dreams/analyses/{id}", () => {
  const read = (cookie: string, id: string) => call<Analysis & ErrorShape>(getAnalysis, { cookie, params: { id } });

  it("answers one of the caller's analyses as the list does, with its dreams' titles", async () => {
    const { cookie, ids } = await premiumWithDreams();
    const made = (await ask(cookie, { dreamIds: [ids[2], ids[0]] })).body;
    const res = await read(cookie, String(made.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.body).toEqual(made);
    expect(res.body.dreams).toEqual([
      { id: ids[2], title: "Rain" },
      { id: ids[0], title: "Flood" },
    ]);
    const listed = await call<Analysis[]>(listAnalyses, { cookie });
    expect(listed.body).toEqual([made]);
  });

  it("is not found for another user's, a deleted, a missing or a malformed id", async () => {
    const { cookie, ids } = await premiumWithDreams();
    const other = await premiumWithDreams();
    const theirs = (await ask(other.cookie, { dreamIds: other.ids })).body;
    const mine = (await ask(cookie, { dreamIds: ids })).body;
    await call(deleteAnalysis, { method: "DELETE", cookie, params: { id: String(mine.id) } });
    for (const id of [String(theirs.id), String(mine.id), "99999999", "0", "abc", "1.5", "-1"]) {
      const res = await read(cookie, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "This analysis does not exist or was already deleted." });
    }
    // The owner still reads theirs, with their own dreams' titles.
    const own = await read(other.cookie, String(theirs.id));
    expect(own.status).toBe(200);
    expect(own.body.dreams.map((d) => d.title)).toEqual(["Flood", "Sea", "Rain"]);
  });

  it("never names a dream of another user, even if an analysis lists its id", async () => {
    const { cookie, ids, id: userId } = await premiumWithDreams();
    const stranger = await signedUp();
    const theirs = await record(stranger.cookie, "Secret", "Their own dream.");
    const row = await db().dreamAnalysis.create({
      data: {
        userId,
        dreamIds: [String(ids[0]), String(theirs)],
        summary: "Written by hand.",
        emotionalTrends: { predominantEmotions: [], moodPattern: "" },
      },
    });
    const res = await read(cookie, String(row.id));
    expect(res.body.dreams).toEqual([
      { id: ids[0], title: "Flood" },
      { id: theirs, title: null },
    ]);
  });

  it("is refused to anonymous callers", async () => {
    expect((await read("", "1")).status).toBe(401);
  });
});

// Interpretations without any AI key: the built-in interpreter answers in the
// caller's language, in the same write as the dream; asking again is counted
// for Free users; a dream left pending is finished when it is next read.
import { describe, expect, it } from "vitest";
import { POST as interpret } from "@/app/api/dreams/[id]/interpret/route";
import { GET as getDream, PATCH as editDream } from "@/app/api/dreams/[id]/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { STALE_PENDING_MS } from "@/lib/dreams/interpretation";
import type { Dream } from "@/lib/dreams/schema";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

const inLanguage = (cookie: string, locale: string) => `${cookie}; NEXT_LOCALE=${locale}`;

async function record(cookie: string, body: { title: string; content: string; mood?: string }) {
  const res = await call<Dream>(create, { cookie, body });
  expect(res.status).toBe(201);
  return res.body;
}

const again = (cookie: string, id: number | string) =>
  call<Dream & ErrorShape>(interpret, { method: "POST", cookie, params: { id: String(id) } });

describe("interpretation on save", () => {
  it("is written in the interface language, naming the symbols found in inflected words", async () => {
    const { cookie } = await signedUp();
    const cases = [
      { locale: "uk", content: "Я плив у холодній воді, а за мною гналася змія.", expected: [/вод/i, /зм/i] },
      { locale: "de", content: "Mir fielen die Zähne aus, und ich flog über das Meer.", expected: [/Zähne/, /Meer/] },
      { locale: "fr", content: "Je perdais mes dents et je tombais dans le vide.", expected: [/dents/i, /chute|tomb/i] },
      { locale: "es", content: "Se me caían los dientes mientras volaba sobre la ciudad.", expected: [/dientes/i, /vol/i] },
      { locale: "en", content: "A snake chased me through my old house.", expected: [/snake/i, /house/i] },
    ];
    for (const { locale, content, expected } of cases) {
      const res = await call<Dream>(create, {
        cookie: inLanguage(cookie, locale),
        body: { title: "Nacht", content, mood: "anxious" },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        interpretationStatus: "ready",
        interpretationSource: "offline",
        interpretationModel: null,
        interpretationLanguage: locale,
      });
      for (const pattern of expected) expect(res.body.interpretation).toMatch(pattern);
    }
  });

  it("gives a dream with no known symbol an answer about that dream, not a canned text", async () => {
    const { cookie } = await signedUp();
    const first = await record(cookie, { title: "Fragment", content: "Blorp zindle, blorp again." });
    const second = await record(cookie, { title: "Other", content: "Quaxel morning frindle." });
    expect(first.interpretation).toMatch(/Blorp/i);
    expect(second.interpretation).not.toBe(first.interpretation);
  });

  it("keeps every dream of a failed write out, and every dream of a good one in", async () => {
    const { cookie, id } = await signedUp();
    const bad = await call<ErrorShape>(create, { cookie, body: { title: "t", content: 42 } });
    expect(bad.status).toBe(400);
    expect(await db().dream.count({ where: { userId: id } })).toBe(0);
  });
});

describe("POST /api/dreams/{id}/interpret", () => {
  it("answers a fresh interpretation in the caller's current language", async () => {
    const { cookie } = await signedUp();
    const dream = await record(cookie, { title: "Sea", content: "I swam in deep water.", mood: "peaceful" });
    expect(dream.interpretationLanguage).toBe("en");
    const res = await again(inLanguage(cookie, "fr"), dream.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: dream.id, interpretationLanguage: "fr", interpretationSource: "offline" });
    expect(res.body.interpretation).toMatch(/eau/);
  });

  it("lets Free users ask 3 times per UTC day, atomically, and tells them when the quota resets", async () => {
    const { cookie } = await signedUp();
    const dream = await record(cookie, { title: "Sea", content: "Water." });
    const results = await Promise.all(Array.from({ length: 6 }, () => again(cookie, dream.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.error.code).toBe("quota_exceeded");
    expect(refused[0].body.error.message).toMatch(/3 fresh interpretations per day.*midnight UTC, in \d+ h \d+ min/);
    expect(Number(refused[0].headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("counts an imported dream's first interpretation like any other: imports cannot buy AI work", async () => {
    const { cookie, id } = await signedUp();
    const dream = await record(cookie, { title: "Sea", content: "Water." });
    await db().dream.update({
      where: { id: dream.id },
      data: { interpretation: null, interpretationSource: null, interpretationStatus: "none" },
    });
    for (let i = 0; i < 3; i++) expect((await again(cookie, dream.id)).status).toBe(200);
    expect((await again(cookie, dream.id)).status).toBe(429);
    expect(await db().dailyUsage.findFirst({ where: { userId: id, kind: "interpretation" } })).toMatchObject({ count: 3 });
  });

  it("is free after the provider failed: the user is owed one", async () => {
    const { cookie, id } = await signedUp();
    const dream = await record(cookie, { title: "Sea", content: "Water." });
    for (let i = 0; i < 3; i++) expect((await again(cookie, dream.id)).status).toBe(200);
    await db().dream.update({ where: { id: dream.id }, data: { interpretationFallback: "provider_failed" } });
    const owed = await again(cookie, dream.id);
    expect(owed.status).toBe(200);
    expect(owed.body.interpretationFallback).toBeNull();
    expect((await again(cookie, dream.id)).status).toBe(429);
    expect(await db().dailyUsage.findFirst({ where: { userId: id, kind: "interpretation" } })).toMatchObject({ count: 3 });
  });

  it("covers edits: past the budget an edit keeps the old interpretation, marked as written for an earlier version", async () => {
    const { cookie, id } = await signedUp();
    const dream = await record(cookie, { title: "Sea", content: "I swam in the sea." });
    const edit = (content: string) =>
      call<Dream>(editDream, { method: "PATCH", cookie, params: { id: String(dream.id) }, body: { content } });
    const seen: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const res = await edit(`I swam in the sea, take ${i}, and a snake ${i % 2 ? "bit" : "watched"} me.`);
      expect(res.status).toBe(200);
      if (i <= 3) {
        expect(res.body).toMatchObject({ interpretationStatus: "ready", interpretationOutdated: false });
        seen.push(res.body.interpretation ?? "");
      } else {
        expect(res.body).toMatchObject({ interpretationOutdated: true, interpretation: seen[2] });
      }
    }
    expect(await db().dailyUsage.findFirst({ where: { userId: id, kind: "interpretation" } })).toMatchObject({ count: 3 });
    // The spent budget is the same one "interpret again" draws on.
    expect((await again(cookie, dream.id)).status).toBe(429);
  });

  it("has no cap for Premium", async () => {
    const { cookie } = await signedUp({ premium: true });
    const dream = await record(cookie, { title: "Sea", content: "Water." });
    for (let i = 0; i < 5; i++) expect((await again(cookie, dream.id)).status).toBe(200);
  });

  it("treats other users' dreams, missing ids and odd ids as not found", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const dream = await record(owner.cookie, { title: "Mine", content: "Water." });
    for (const id of [String(dream.id), "0", "-1", "abc", "1e3", "99999999"]) {
      const res = await again(stranger.cookie, id);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This dream does not exist or was already deleted.");
    }
    const anonymous = await again("", dream.id);
    expect(anonymous.status).toBe(401);
  });
});

describe("a dream left pending", () => {
  it("is finished by the built-in interpreter when next read, in the language it was asked in", async () => {
    const { cookie, id } = await signedUp();
    const dream = await record(cookie, { title: "Stopped", content: "Ich schwamm im Wasser." });
    // As if an external provider was asked, and the server stopped before it answered.
    const longAgo = new Date(Date.now() - STALE_PENDING_MS - 1000);
    await db().dream.update({
      where: { id: dream.id },
      data: {
        interpretation: null,
        interpretationStatus: "pending",
        interpretationRequestedAt: longAgo,
        interpretationLanguage: "de",
      },
    });
    const fresh = await record(cookie, { title: "Fresh", content: "Water." });
    await db().dream.update({
      where: { id: fresh.id },
      data: {
        interpretation: null,
        interpretationStatus: "pending",
        interpretationRequestedAt: new Date(),
        interpretationLanguage: "en",
      },
    });

    const page = await call<Dream[]>(list, { cookie, path: "/api/dreams?page=1&limit=15" });
    const stopped = page.body.find((d) => d.id === dream.id);
    expect(stopped).toMatchObject({
      interpretationStatus: "ready",
      interpretationSource: "offline",
      interpretationLanguage: "de",
    });
    expect(stopped?.interpretation).toMatch(/Wasser/);
    // A request still within its time is left to finish.
    expect(page.body.find((d) => d.id === fresh.id)).toMatchObject({ interpretationStatus: "pending", interpretation: null });
    expect(
      await db().dream.findUnique({ where: { id: dream.id }, select: { interpretationStatus: true, userId: true } }),
    ).toEqual({
      interpretationStatus: "ready",
      userId: id,
    });

    // The same on the dream's own read.
    await db().dream.update({ where: { id: fresh.id }, data: { interpretationRequestedAt: longAgo } });
    const one = await call<Dream>(getDream, { cookie, params: { id: String(fresh.id) } });
    expect(one.body).toMatchObject({ interpretationStatus: "ready", interpretationSource: "offline" });
  });

  it("cannot be asked for again while it is being written", async () => {
    const { cookie } = await signedUp({ premium: true });
    const dream = await record(cookie, { title: "Busy", content: "Water." });
    await db().dream.update({
      where: { id: dream.id },
      data: { interpretationStatus: "pending", interpretationRequestedAt: new Date(), interpretationLanguage: "en" },
    });
    const res = await again(cookie, dream.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/being written right now/);
  });
});

// GET /api/stats/calendar and /api/stats/trends through the real handlers, on
// both databases: days, streaks and months in the user's time zone (across
// DST changes), moods, lucid dreams, symbols, Dream Health, and bad input.
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/dreams/health/route";
import { POST as create } from "@/app/api/dreams/route";
import { GET as calendarRoute } from "@/app/api/stats/calendar/route";
import { GET as trendsRoute } from "@/app/api/stats/trends/route";
import { db } from "@/lib/db";
import { BACKUP_FORMAT } from "@/lib/domain/journal";
import { derivedFields } from "@/lib/dreams/derived";
import { SYMBOLS_VERSION } from "@/lib/dreams/symbols";
import { memoryScore } from "@/lib/health/memory";
import { healthScore } from "@/lib/health/score";
import type { Calendar, Trends } from "@/lib/stats/schema";
import { calendarSchema, trendsSchema } from "@/lib/stats/schema";
import { dayIn } from "@/lib/time/zone";
import { call, type ErrorShape } from "./helpers";
import { seedDreams, signedUp } from "./dreams-helpers";

const DAY = 86_400_000;

async function premiumIn(timeZone: string | null) {
  const user = await signedUp({ premium: true });
  if (timeZone) await db().user.update({ where: { id: user.id }, data: { timeZone } });
  return user;
}

async function record(cookie: string, createdAt: string, extra: Record<string, unknown> = {}) {
  const body = { title: "A dream", content: "Nothing I remember.", createdAt, ...extra };
  const res = await call(create, { cookie, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function calendar(cookie: string, query = "", language = "en") {
  const res = await call<Calendar>(calendarRoute, {
    cookie,
    path: `/api/stats/calendar${query}`,
    headers: { "accept-language": language },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(calendarSchema.safeParse(res.body).success).toBe(true);
  return res.body;
}

async function trends(cookie: string, query = "", language = "en") {
  const res = await call<Trends>(trendsRoute, {
    cookie,
    path: `/api/stats/trends${query}`,
    headers: { "accept-language": language },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(trendsSchema.safeParse(res.body).success).toBe(true);
  return res.body;
}

/** Noon UTC, `daysAgo` days before today (UTC). */
const noonUtc = (daysAgo: number) => new Date(Date.parse(`${dayIn(new Date(), "UTC")}T12:00:00Z`) - daysAgo * DAY).toISOString();

describe("GET /api/stats/calendar", () => {
  it("an empty journal: no days, no streaks", async () => {
    const { cookie } = await premiumIn(null);
    expect(await calendar(cookie)).toEqual({ days: [], currentStreak: 0, longestStreak: 0 });
  });

  it("puts a dream at 23:30 in New York on that day, not on UTC's next day", async () => {
    const { id, cookie } = await premiumIn("America/New_York");
    await record(cookie, "2025-11-26T23:30:00-05:00");
    expect((await calendar(cookie, "?year=2025")).days).toEqual([{ date: "2025-11-26", count: 1 }]);
    await db().user.update({ where: { id }, data: { timeZone: null } }); // UTC
    expect((await calendar(cookie, "?year=2025")).days).toEqual([{ date: "2025-11-27", count: 1 }]);
  });

  it("counts days and streaks across both DST changes in New York", async () => {
    const { cookie } = await premiumIn("America/New_York");
    // 23:30 local on four evenings around 2026-03-08 (EST → EDT), and 00:15 on the 8th, before the change.
    for (const at of [
      "2026-03-06T23:30:00-05:00",
      "2026-03-07T23:30:00-05:00",
      "2026-03-08T00:15:00-05:00",
      "2026-03-08T23:30:00-04:00",
      "2026-03-09T23:30:00-04:00",
      // Around 2026-11-01 (EDT → EST): 01:30 happens twice that night; both are the 1st.
      "2026-10-31T23:30:00-04:00",
      "2026-11-01T01:30:00-04:00",
      "2026-11-01T01:30:00-05:00",
      "2026-11-01T23:30:00-05:00",
    ]) {
      await record(cookie, at, { content: `Dream at ${at}` });
    }
    const result = await calendar(cookie, "?year=2026");
    expect(result.days).toEqual([
      { date: "2026-03-06", count: 1 },
      { date: "2026-03-07", count: 1 },
      { date: "2026-03-08", count: 2 },
      { date: "2026-03-09", count: 1 },
      { date: "2026-10-31", count: 1 },
      { date: "2026-11-01", count: 3 },
    ]);
    expect(result.longestStreak).toBe(4);
  });

  it("current streak from today, or from yesterday while today has none; longest over every year", async () => {
    const { cookie } = await premiumIn(null);
    // Five days in a row two years ago, in another year than the one shown.
    for (let day = 1; day <= 5; day++) await record(cookie, `${new Date().getUTCFullYear() - 2}-06-0${day}T08:00:00Z`);
    for (const daysAgo of [1, 2, 3]) await record(cookie, noonUtc(daysAgo), { content: `Dream ${daysAgo}` });
    await record(cookie, noonUtc(5));
    let result = await calendar(cookie);
    expect(result).toMatchObject({ currentStreak: 3, longestStreak: 5 });
    expect(result.days.every((d) => d.date.startsWith(String(new Date().getUTCFullYear())) || d.date.endsWith("-12-31"))).toBe(
      true,
    );
    await record(cookie, new Date().toISOString());
    result = await calendar(cookie);
    expect(result).toMatchObject({ currentStreak: 4, longestStreak: 5 });
    expect(result.days.at(-1)).toEqual({ date: dayIn(new Date(), "UTC"), count: 1 });
  });

  it("streaks follow every change to the journal and to the time zone, though counted once a day", async () => {
    const { id, cookie } = await premiumIn(null);
    const { DELETE: remove, PATCH: edit } = await import("@/app/api/dreams/[id]/route");
    for (const daysAgo of [1, 2]) await record(cookie, noonUtc(daysAgo), { content: `Dream ${daysAgo}` });
    expect(await calendar(cookie)).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    const [latest] = await db().dream.findMany({ where: { userId: id }, orderBy: { createdAt: "desc" }, take: 1 });
    // Moved to four days ago: yesterday is empty now.
    const moved = await call(edit, {
      cookie,
      method: "PATCH",
      params: { id: String(latest.id) },
      body: { createdAt: noonUtc(4) },
    });
    expect(moved.status).toBe(200);
    expect(await calendar(cookie)).toMatchObject({ currentStreak: 0, longestStreak: 1 });
    await call(remove, { cookie, method: "DELETE", params: { id: String(latest.id) } });
    await record(cookie, noonUtc(1), { content: "Back" });
    expect(await calendar(cookie)).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    // Another time zone is counted again (noon UTC is evening in Tokyo: the same days).
    await db().user.update({ where: { id }, data: { timeZone: "Asia/Tokyo" } });
    expect((await calendar(cookie)).longestStreak).toBe(2);
    expect(await db().streakCache.findUnique({ where: { userId: id }, select: { timeZone: true } })).toEqual({
      timeZone: "Asia/Tokyo",
    });
  });

  it("a streak that ended before yesterday is not current", async () => {
    const { cookie } = await premiumIn(null);
    for (const daysAgo of [2, 3]) await record(cookie, noonUtc(daysAgo), { content: `Dream ${daysAgo}` });
    expect(await calendar(cookie)).toMatchObject({ currentStreak: 0, longestStreak: 2 });
  });

  it("never counts another user's dreams", async () => {
    const other = await premiumIn(null);
    await seedDreams(other.id, 50);
    const { cookie } = await premiumIn(null);
    await record(cookie, noonUtc(1));
    const result = await calendar(cookie, `?year=${dayIn(new Date(Date.now() - DAY), "UTC").slice(0, 4)}`);
    expect(result.days.reduce((n, d) => n + d.count, 0)).toBe(1);
    expect(result.longestStreak).toBe(1);
  });

  it("refuses a year that is not one, or out of 1900..next year, with a translated message", async () => {
    const { cookie } = await premiumIn(null);
    for (const year of ["abc", "1899", "20260", String(new Date().getUTCFullYear() + 3), "2026.5"]) {
      const res = await call<ErrorShape>(calendarRoute, { cookie, path: `/api/stats/calendar?year=${year}` });
      expect(res.status, year).toBe(400);
      expect(res.body.error).toMatchObject({ code: "validation_failed", message: expect.stringMatching(/year from 1900/) });
    }
    const de = await call<ErrorShape>(calendarRoute, {
      cookie,
      path: "/api/stats/calendar?year=abc",
      headers: { "accept-language": "de" },
    });
    expect(de.body.error.message).toMatch(/Wähle ein Jahr/);
    expect((await calendar(cookie, "?year=1900&unknown=1")).days).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await call(calendarRoute, { path: "/api/stats/calendar" })).status).toBe(401);
    expect((await call(trendsRoute, { path: "/api/stats/trends" })).status).toBe(401);
  });
});

describe("GET /api/stats/trends", () => {
  it("an empty journal: the last twelve months, all zero", async () => {
    const { cookie } = await premiumIn(null);
    const { months } = await trends(cookie);
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe(dayIn(new Date(), "UTC").slice(0, 7));
    for (const month of months) expect(month).toMatchObject({ total: 0, lucid: 0, moods: {}, symbols: [], health: 0 });
  });

  it("per month in the user's zone: totals, moods, lucid dreams, symbols in the caller's language, health", async () => {
    const { cookie } = await premiumIn("America/New_York");
    const dreams = [
      // 23:30 on 31 August in New York is September in UTC: it belongs to August.
      { createdAt: "2025-08-31T23:30:00-04:00", mood: "happy", content: "A snake by the sea." },
      { createdAt: "2025-09-10T08:00:00-04:00", mood: "peaceful", content: "I was flying over the sea.", lucid: true },
      { createdAt: "2025-09-12T08:00:00-04:00", mood: "peaceful", content: "The sea again, calm and wide." },
      { createdAt: "2025-09-20T08:00:00-04:00", mood: "anxious", content: "A snake in my house, in the evening." },
      { createdAt: "2025-11-02T08:00:00-05:00", mood: null, content: "Nothing I remember.", lucid: true, clarity: 2 },
    ];
    for (const dream of dreams) await record(cookie, dream.createdAt, dream);
    const { months } = await trends(cookie, "?from=2025-08&to=2025-11", "fr");
    expect(months.map((m) => m.month)).toEqual(["2025-08", "2025-09", "2025-10", "2025-11"]);
    const [august, september, october, november] = months;
    expect(august).toMatchObject({ total: 1, lucid: 0, moods: { happy: 1 } });
    expect(september).toMatchObject({ total: 3, lucid: 1, moods: { peaceful: 2, anxious: 1 } });
    expect(september.symbols[0]).toEqual({ name: "Mer", count: 2 });
    expect(september.symbols).toContainEqual({ name: "Serpent", count: 1 });
    expect(september.symbols.length).toBeLessThanOrEqual(5);
    expect(october).toMatchObject({ total: 0, lucid: 0, moods: {}, symbols: [] });
    expect(november).toMatchObject({ total: 1, lucid: 1, moods: {} });
    expect((await trends(cookie, "?from=2025-09&to=2025-09", "uk")).months[0].symbols[0]).toEqual({ name: "Море", count: 2 });

    // Health as of each month's end, by lib/health/score.ts over the dreams up to then.
    const asOf = (included: typeof dreams, recent: number) => {
      const texts = included.map((d) => `A dream\n${d.content}`);
      return healthScore({
        recentDreams: recent,
        averageLength: included.reduce((n, d) => n + d.content.length, 0) / included.length,
        distinctMoods: new Set(included.map((d) => d.mood).filter(Boolean)).size,
        averageMemoryChecks: texts.reduce((n, t) => n + memoryScore(t), 0) / texts.length,
      }).overall;
    };
    expect(august.health).toBe(asOf(dreams.slice(0, 1), 1));
    expect(september.health).toBe(asOf(dreams.slice(0, 4), 3));
    expect(october.health).toBe(asOf(dreams.slice(0, 4), 0));
    expect(november.health).toBe(asOf(dreams, 1));
  });

  it("counts every one of the ten moods, and a month-end's health sees each mood once it has appeared", async () => {
    const { cookie } = await premiumIn(null);
    // March 2025: the six moods the app began with; April: the four added since.
    const moods = [
      "peaceful",
      "mysterious",
      "happy",
      "anxious",
      "sad",
      "excited",
      "confused",
      "angry",
      "frightened",
      "nostalgic",
    ];
    for (const [i, mood] of moods.entries()) {
      await record(cookie, `2025-0${i < 6 ? 3 : 4}-${String(10 + i).padStart(2, "0")}T08:00:00Z`, {
        mood,
        content: `Dream ${i}`,
      });
    }
    const [march, april] = (await trends(cookie, "?from=2025-03&to=2025-04")).months;
    expect(march.moods).toEqual(Object.fromEntries(moods.slice(0, 6).map((mood) => [mood, 1])));
    expect(april.moods).toEqual({ confused: 1, angry: 1, frightened: 1, nostalgic: 1 });
    // As of each month's end: March's six dreams in its last 30 days and 6 moods (60%); April's four and all 10 (100%).
    const asOf = (count: number, recent: number) => {
      const texts = moods.slice(0, count).map((_, i) => `A dream\nDream ${i}`);
      return healthScore({
        recentDreams: recent,
        averageLength: "Dream 0".length,
        distinctMoods: count,
        averageMemoryChecks: texts.reduce((n, t) => n + memoryScore(t), 0) / count,
      }).overall;
    };
    expect(march.health).toBe(asOf(6, 6));
    expect(april.health).toBe(asOf(10, 4));
  });

  it("the current month's health is the Dream Health score of now", async () => {
    const { cookie } = await premiumIn("Europe/Kyiv");
    for (const daysAgo of [0, 1, 40, 400]) {
      // A minute ago rather than today's noon, which may still be ahead: the score counts what has happened.
      await record(cookie, new Date(Date.now() - daysAgo * DAY - 60_000).toISOString(), {
        mood: daysAgo ? "sad" : "happy",
        content: `At night in the house ${daysAgo}`,
      });
    }
    const current = (await trends(cookie)).months.at(-1);
    const score = await call<{ overall: number }>(health, { cookie });
    expect(current?.health).toBe(score.body.overall);
  });

  it("computes the symbols of dreams stored before the column, once", async () => {
    const { id, cookie } = await premiumIn(null);
    const createdAt = new Date("2025-05-05T10:00:00Z");
    const content = "A snake in the garden.";
    await db().dream.create({
      data: {
        userId: id,
        title: "Old",
        content,
        createdAt,
        ...derivedFields("Old", content, createdAt),
        symbols: [],
        symbolsVersion: 0,
      },
    });
    expect((await trends(cookie, "?from=2025-05&to=2025-05")).months[0].symbols).toContainEqual({ name: "Snake", count: 1 });
    const stored = await db().dream.findFirstOrThrow({ where: { userId: id }, select: { symbols: true, symbolsVersion: true } });
    expect(stored).toEqual({ symbols: expect.arrayContaining(["snake", "garden"]), symbolsVersion: SYMBOLS_VERSION });
  });

  it("follows an edit: the symbols are those of the new text", async () => {
    const { cookie } = await premiumIn(null);
    await record(cookie, "2025-04-04T10:00:00Z", { content: "A snake." });
    const { PATCH: edit } = await import("@/app/api/dreams/[id]/route");
    const [dream] = await db().dream.findMany({ where: { content: "A snake.", createdAt: new Date("2025-04-04T10:00:00Z") } });
    const res = await call(edit, { cookie, method: "PATCH", params: { id: String(dream.id) }, body: { content: "The sea." } });
    expect(res.status).toBe(200);
    expect((await trends(cookie, "?from=2025-04&to=2025-04")).months[0].symbols).toEqual([{ name: "Sea", count: 1 }]);
  });

  it("counts the symbols of imported dreams", async () => {
    const { cookie } = await premiumIn(null);
    const { POST: importBackup } = await import("@/app/api/dreams/import/route");
    const backup = {
      format: BACKUP_FORMAT,
      version: 1,
      dreams: [
        { title: "Teeth", content: "My teeth were falling out.", createdAt: "2025-03-03T10:00:00Z" },
        { title: "Again", content: "The sea, and my teeth were falling out.", createdAt: "2025-03-04T10:00:00Z" },
      ],
    };
    expect((await call(importBackup, { cookie, body: backup })).status).toBe(200);
    expect((await trends(cookie, "?from=2025-03&to=2025-03")).months[0].symbols).toEqual([
      { name: "Losing teeth", count: 2 },
      { name: "Sea", count: 1 },
    ]);
  });

  it("never counts another user's dreams", async () => {
    const other = await premiumIn(null);
    await seedDreams(other.id, 50, (i) => ({ content: `The sea ${i}`, mood: "sad" }));
    const { cookie } = await premiumIn(null);
    const { months } = await trends(cookie);
    expect(months.every((m) => m.total === 0 && m.symbols.length === 0 && m.health === 0)).toBe(true);
  });

  it("refuses a backwards range, more than 120 months and a malformed month, with a translated message", async () => {
    const { cookie } = await premiumIn(null);
    const bad = async (query: string, language = "en") => {
      const res = await call<ErrorShape>(trendsRoute, {
        cookie,
        path: `/api/stats/trends${query}`,
        headers: { "accept-language": language },
      });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      return res.body.error.message;
    };
    expect(await bad("?from=2026-05&to=2026-04")).toMatch(/must not be before/);
    expect(await bad("?from=2016-01&to=2026-01")).toMatch(/at most 120 months/);
    expect(await bad("?from=2026-13")).toMatch(/YYYY-MM/);
    expect(await bad("?to=2026-04-01")).toMatch(/YYYY-MM/);
    expect(await bad("?from=1899-12")).toMatch(/YYYY-MM/);
    expect(await bad("?from=2026-05&to=2026-04", "es")).toMatch(/fecha/);
    expect((await trends(cookie, "?from=2016-02&to=2026-01&unknown=1")).months).toHaveLength(120);
  });
});

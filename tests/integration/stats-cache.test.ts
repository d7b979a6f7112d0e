// The months the calendar and the trends keep (stats_month_cache) and the
// running totals (dream_totals), on both databases: every answer read from
// kept months equals the one counted from scratch after a dream is added,
// moved across a month or a year, edited or deleted, and after a time zone
// change; a write only forgets the months it touches; a month counted while a
// dream was being written is not kept.
import { describe, expect, it } from "vitest";
import { DELETE as remove, PATCH as edit } from "@/app/api/dreams/[id]/route";
import { POST as create } from "@/app/api/dreams/route";
import { GET as calendarRoute } from "@/app/api/stats/calendar/route";
import { GET as trendsRoute } from "@/app/api/stats/trends/route";
import { db } from "@/lib/db";
import { cachedDays, storeMonths } from "@/lib/stats/month-cache";
import type { Calendar, Trends } from "@/lib/stats/schema";
import { call } from "./helpers";
import { signedUp } from "./dreams-helpers";

async function record(cookie: string, createdAt: string, extra: Record<string, unknown> = {}): Promise<number> {
  const body = { title: "A dream", content: `The sea at ${createdAt}.`, createdAt, ...extra };
  const res = await call<{ id: number }>(create, { cookie, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function get<T>(route: typeof calendarRoute, cookie: string, path: string): Promise<T> {
  const res = await call<T>(route, { cookie, path });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const kept = async (userId: number) =>
  (
    await db().$queryRaw<{ month: string; timeZone: string }[]>`
      SELECT "month", "timeZone" FROM "stats_month_cache" WHERE "userId" = ${userId} ORDER BY "month"`
  ).map((row) => `${row.timeZone} ${row.month}`);

const forget = (userId: number) => db().$executeRaw`DELETE FROM "stats_month_cache" WHERE "userId" = ${userId}`;

/**
 * The calendar of `year` and the trends from December before it to March: read
 * (from kept months when there are), then counted again with nothing kept.
 * Both must agree; the kept answer is returned.
 */
async function both(userId: number, cookie: string, year: number) {
  const paths = {
    calendar: `/api/stats/calendar?year=${year}`,
    trends: `/api/stats/trends?from=${year - 1}-12&to=${year}-03`,
  };
  const read = async () => ({
    calendar: await get<Calendar>(calendarRoute, cookie, paths.calendar),
    trends: await get<Trends>(trendsRoute, cookie, paths.trends),
  });
  const fromKept = await read();
  await forget(userId);
  expect(fromKept).toEqual(await read());
  return fromKept;
}

const totalsMatch = async (userId: number) => {
  const [totals] = await db().$queryRaw<{ kept: string; counted: string }[]>`
    SELECT (SELECT concat_ws('/', "dreams", "characters", "memory") FROM "dream_totals" WHERE "userId" = ${userId}) AS "kept",
           (SELECT concat_ws('/', count(*), coalesce(sum("contentLength"), 0), coalesce(sum("memoryScore"), 0))
            FROM "dreams" WHERE "userId" = ${userId}) AS "counted"`;
  expect(totals.kept).toBe(totals.counted);
};

describe("kept statistics months", () => {
  it("follow added, moved, edited and deleted dreams and a time zone change", async () => {
    const { id, cookie } = await signedUp({ premium: true });
    const newYearsEve = await record(cookie, "2024-12-31T11:00:00Z", { mood: "happy" });
    const march = await record(cookie, "2025-03-10T10:00:00Z", { mood: "sad", lucid: true });
    let seen = await both(id, cookie, 2025);
    expect(seen.calendar.days).toEqual([{ date: "2025-03-10", count: 1 }]);
    expect(seen.trends.months.map((m) => m.total)).toEqual([1, 0, 0, 1]);
    // Twelve months of days and four of trends (one of them December 2024), all in UTC.
    expect(await kept(id)).toHaveLength(13);

    // Added: March is counted again, the other months are still kept.
    await record(cookie, "2025-03-11T10:00:00Z", { mood: "sad" });
    expect(await kept(id)).not.toContain("UTC 2025-03");
    expect(await kept(id)).toContain("UTC 2025-06");
    seen = await both(id, cookie, 2025);
    expect(seen.calendar.days).toEqual([
      { date: "2025-03-10", count: 1 },
      { date: "2025-03-11", count: 1 },
    ]);
    expect(seen.trends.months.at(-1)).toMatchObject({ total: 2, lucid: 1, moods: { sad: 2 } });

    // Moved across the year: out of 2024's December, into 2025's January.
    await get(calendarRoute, cookie, "/api/stats/calendar?year=2024");
    const moved = await call(edit, {
      cookie,
      method: "PATCH",
      params: { id: String(newYearsEve) },
      body: { createdAt: "2025-01-01T11:00:00Z" },
    });
    expect(moved.status).toBe(200);
    expect(await kept(id)).not.toContain("UTC 2024-12");
    expect(await kept(id)).not.toContain("UTC 2025-01");
    expect((await get<Calendar>(calendarRoute, cookie, "/api/stats/calendar?year=2024")).days).toEqual([]);
    seen = await both(id, cookie, 2025);
    expect(seen.calendar.days[0]).toEqual({ date: "2025-01-01", count: 1 });
    expect(seen.trends.months.map((m) => m.total)).toEqual([0, 1, 0, 2]);

    // Moved across a month, and its text edited: the trends' sums follow.
    await call(edit, {
      cookie,
      method: "PATCH",
      params: { id: String(march) },
      body: { createdAt: "2025-02-28T10:00:00Z", content: "A much longer dream about the sea, a house and my sister." },
    });
    seen = await both(id, cookie, 2025);
    expect(seen.trends.months.map((m) => m.total)).toEqual([0, 1, 1, 1]);
    expect(seen.trends.months[2]).toMatchObject({ lucid: 1, moods: { sad: 1 } });
    await totalsMatch(id);

    // Deleted.
    expect((await call(remove, { cookie, method: "DELETE", params: { id: String(march) } })).status).toBe(200);
    seen = await both(id, cookie, 2025);
    expect(seen.calendar.days.map((d) => d.date)).toEqual(["2025-01-01", "2025-03-11"]);
    await totalsMatch(id);

    // Another zone: 11:00 UTC on New Year's Day is already the 2nd at Kiritimati (UTC+14).
    await db().user.update({ where: { id }, data: { timeZone: "Pacific/Kiritimati" } });
    expect(await kept(id)).toEqual([]);
    seen = await both(id, cookie, 2025);
    expect(seen.calendar.days.map((d) => d.date)).toEqual(["2025-01-02", "2025-03-12"]);
    expect((await kept(id)).every((row) => row.startsWith("Pacific/Kiritimati "))).toBe(true);
  });

  it("keep a month's Dream Health sums right with years of dreams before the range", async () => {
    const { id, cookie } = await signedUp({ premium: true });
    for (const year of [2019, 2021, 2023]) await record(cookie, `${year}-06-01T10:00:00Z`, { content: `Short ${year}` });
    await record(cookie, "2025-02-01T10:00:00Z", { mood: "happy" });
    const before = await both(id, cookie, 2025);
    // An edit long before the range changes the health of every month after it.
    const [old] = await db().dream.findMany({ where: { userId: id }, orderBy: { createdAt: "asc" }, take: 1 });
    await call(edit, {
      cookie,
      method: "PATCH",
      params: { id: String(old.id) },
      body: { content: "In the evening I walked through a quiet house with my sister, then flew over the dark sea." },
    });
    const after = await both(id, cookie, 2025);
    expect(after.trends.months.map((m) => m.health)).not.toEqual(before.trends.months.map((m) => m.health));
    await totalsMatch(id);
  });

  it("are not stored when a dream was written after the count began", async () => {
    const { id, cookie } = await signedUp({ premium: true });
    await record(cookie, "2025-05-05T10:00:00Z");
    const read = await cachedDays(id, "UTC", ["2025-05"]);
    expect(read.generation).not.toBeNull();
    await record(cookie, "2025-05-06T10:00:00Z");
    await storeMonths(id, "UTC", read.generation, "days", [{ month: "2025-05", data: [] }]);
    expect(await kept(id)).toEqual([]);
    const now = await cachedDays(id, "UTC", ["2025-05"]);
    await storeMonths(id, "UTC", now.generation, "days", [{ month: "2025-05", data: [] }]);
    expect(await kept(id)).toEqual(["UTC 2025-05"]);
  });

  it.skipIf(!process.env.DATABASE_URL)("are not stored while a write is in progress on another connection", async () => {
    const { id, cookie } = await signedUp({ premium: true });
    await record(cookie, "2025-05-05T10:00:00Z");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const writing = new Promise<void>((resolve) => (started = resolve));
    const writer = db().$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "dreams" SET "mood" = 'sad' WHERE "userId" = ${id}`;
      started();
      await held;
    });
    await writing;
    // The generation as committed is still the one read, but the row is locked by the write.
    const read = await cachedDays(id, "UTC", ["2025-05"]);
    await storeMonths(id, "UTC", read.generation, "days", [{ month: "2025-05", data: [] }]);
    release();
    await writer;
    expect(await kept(id)).toEqual([]);
  });
});

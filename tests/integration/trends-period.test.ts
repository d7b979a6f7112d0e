// The trends' default period, through the real handler on both databases: a
// journal younger than a year is drawn from its first dream's month (in the
// user's time zone), an older one over the last twelve months.
import { describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/dreams/route";
import { GET as trendsRoute } from "@/app/api/stats/trends/route";
import { db } from "@/lib/db";
import { shiftMonth } from "@/lib/domain/months";
import type { Trends } from "@/lib/stats/schema";
import { dayIn } from "@/lib/time/zone";
import { call } from "./helpers";
import { signedUp } from "./dreams-helpers";

const DAY = 86_400_000;

async function journal(timeZone: string | null, dates: Date[]) {
  const user = await signedUp({ premium: true });
  if (timeZone) await db().user.update({ where: { id: user.id }, data: { timeZone } });
  for (const createdAt of dates) {
    const res = await call(create, {
      cookie: user.cookie,
      body: { title: "A dream", content: "The sea at night.", createdAt: createdAt.toISOString() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return user.cookie;
}

async function months(cookie: string, query = "") {
  const res = await call<Trends>(trendsRoute, { cookie, path: `/api/stats/trends${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.months.map((m) => m.month);
}

/** The UTC midnight that begins the month `back` months before the current UTC month. */
function monthStart(back: number): Date {
  const month = shiftMonth(dayIn(new Date(), "UTC").slice(0, 7), -back);
  return new Date(`${month}-01T00:00:00Z`);
}

describe("the trends' default period", () => {
  it("starts at the first dream's month in a journal two months old", async () => {
    const first = new Date(Date.now() - 45 * DAY);
    const cookie = await journal(null, [first, new Date(Date.now() - 10 * DAY), new Date(Date.now() - 60_000)]);
    const current = dayIn(new Date(), "UTC").slice(0, 7);
    const shown = await months(cookie);
    expect(shown[0]).toBe(dayIn(first, "UTC").slice(0, 7));
    expect(shown.at(-1)).toBe(current);
    expect(shown.length).toBeLessThanOrEqual(3);
    // An end without a start: from the first dream's month too.
    expect(await months(cookie, `?to=${current}`)).toEqual(shown);
    // Asked for, a start is kept even before the first dream.
    expect(await months(cookie, `?from=${shiftMonth(current, -5)}`)).toHaveLength(6);
  });

  it("takes the first dream's month in the user's time zone", async () => {
    // An hour before a month begins in UTC is already that month at UTC+14.
    const first = new Date(monthStart(2).getTime() - 3_600_000);
    const current = dayIn(new Date(), "Pacific/Kiritimati").slice(0, 7);
    const kiritimati = await months(await journal("Pacific/Kiritimati", [first]), "");
    expect(kiritimati[0]).toBe(dayIn(monthStart(2), "UTC").slice(0, 7));
    expect(kiritimati.at(-1)).toBe(current);
    const utc = await months(await journal(null, [first]), "");
    expect(utc[0]).toBe(shiftMonth(dayIn(monthStart(2), "UTC").slice(0, 7), -1));
  });

  it("is the last twelve months for a journal older than a year, and for an empty one", async () => {
    const current = dayIn(new Date(), "UTC").slice(0, 7);
    const old = await months(await journal(null, [new Date(Date.now() - 400 * DAY), new Date(Date.now() - DAY)]));
    expect(old).toHaveLength(12);
    expect(old[0]).toBe(shiftMonth(current, -11));
    const empty = await months(await journal(null, []));
    expect(empty).toEqual(old);
  });
});

// One time zone on every screen, through the real handlers on both databases:
// the text export writes dates in the user's zone and names it in its header
// (the JSON backup keeps instants); a zone stored under an old name reads as
// the current one; the Free quota's refusal says when it resets on the
// user's clock.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as exportDreams } from "@/app/api/dreams/export/route";
import { POST as create } from "@/app/api/dreams/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { call, type ErrorShape } from "./helpers";
import { signedUp } from "./dreams-helpers";

// 12:30 UTC on 20 November is 02:30 on the 21st in Kiritimati (UTC+14).
const WRITTEN = "2026-11-20T12:30:00.000Z";

async function download(cookie: string, language = "en", query = "") {
  const req = new NextRequest(`http://localhost:3000/api/dreams/export${query}`, {
    headers: { cookie, "accept-language": language },
  });
  const res = await exportDreams(req, { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  return res.text();
}

async function userIn(timeZone: string | null) {
  const user = await signedUp();
  if (timeZone) {
    const res = await call(patchUser, { cookie: user.cookie, method: "PATCH", body: { timeZone } });
    expect(res.status).toBe(200);
  }
  return user;
}

async function recordAt(cookie: string, createdAt: string, title = "Lagoon") {
  const res = await call(create, { cookie, body: { title, content: "Warm water under a pink sky.", createdAt } });
  expect(res.status).toBe(201);
}

describe("the text export", () => {
  it("writes each date in the user's zone and names the zone in its header, in the caller's language", async () => {
    const { cookie } = await userIn("Pacific/Kiritimati");
    await recordAt(cookie, WRITTEN);

    const english = await download(cookie);
    expect(english).toMatch(
      /^DreamScape: my dream journal\nExported on .+\. Dates and times are in the time zone Kiritimati \(Pacific\/Kiritimati\)\.\n/,
    );
    expect(english).toMatch(/Title: Lagoon\nDate: November 21, 2026 at 2:30\sAM\n/);
    expect(english).not.toContain("UTC");

    const ukrainian = await download(cookie, "uk");
    expect(ukrainian).toContain("Дати й час указано в часовому поясі Кірітіматі (Pacific/Kiritimati).");
    expect(ukrainian).toMatch(/Дата: 21 листопада 2026.* 02:30\n/);
  });

  it("is UTC's, and says so, for a user whose zone is not known yet", async () => {
    const { cookie } = await userIn(null);
    await recordAt(cookie, WRITTEN);
    const text = await download(cookie);
    expect(text).toContain("Dates and times are in the time zone UTC.");
    expect(text).toMatch(/Date: November 20, 2026 at 12:30\sPM\n/);
  });

  it("leaves the JSON backup's dates as instants, with the zone by its current name", async () => {
    const { cookie } = await userIn("Pacific/Kiritimati");
    await recordAt(cookie, WRITTEN);
    const backup = JSON.parse(await download(cookie, "en", "?format=json")) as {
      timeZone: string;
      dreams: { createdAt: string }[];
    };
    expect(backup.timeZone).toBe("Pacific/Kiritimati");
    expect(backup.dreams.map((d) => d.createdAt)).toEqual([WRITTEN]);
  });
});

describe("a zone's old name", () => {
  it("is stored under the current name, and an old row reads as the current one everywhere", async () => {
    const { cookie, id } = await userIn("Europe/Kiev");
    expect((await db().user.findUnique({ where: { id }, select: { timeZone: true } }))?.timeZone).toBe("Europe/Kyiv");

    // A row written before the rename.
    await db().user.update({ where: { id }, data: { timeZone: "Europe/Kiev" } });
    expect((await call(getUser, { cookie })).body.timeZone).toBe("Europe/Kyiv");
    await recordAt(cookie, WRITTEN);
    const text = await download(cookie);
    expect(text).toContain("in the time zone Kyiv (Europe/Kyiv).");
    expect(text).toMatch(/Date: November 20, 2026 at 2:30\sPM\n/);
  });
});

describe("the Free quota's refusal", () => {
  async function refusal(timeZone: string | null, language = "en") {
    const { cookie } = await userIn(timeZone);
    for (let i = 1; i <= 5; i++)
      expect((await call(create, { cookie, body: { title: `Dream ${i}`, content: "Short." } })).status).toBe(201);
    const res = await call<ErrorShape>(create, {
      cookie,
      body: { title: "One too many", content: "Short." },
      headers: { "accept-language": language },
    });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("quota_exceeded");
    return { message: res.body.error.message, retryAfter: Number(res.headers.get("retry-after")) };
  }

  /** The message's hours and minutes (`wait`: how the language says them) against Retry-After: the same moment, to the minute. */
  function expectSameMoment(message: string, retryAfter: number, wait = /in (\d+) h (\d+) min/) {
    const [, hours, minutes] = wait.exec(message) ?? [];
    expect(Number(hours) * 60 + Number(minutes)).toBe(Math.ceil(retryAfter / 60));
  }

  it("says when the quota resets on the user's clock: UTC midnight is 05:45 in Kathmandu, 14:00 in Kiritimati", async () => {
    const kathmandu = await refusal("Asia/Kathmandu");
    expect(kathmandu.message).toMatch(/Your quota resets at 5:45\sAM your time, in \d+ h \d+ min\./);
    expectSameMoment(kathmandu.message, kathmandu.retryAfter);

    const kiritimati = await refusal("Pacific/Kiritimati", "uk");
    expect(kiritimati.message).toMatch(/Ліміт оновиться о 14:00 за вашим часом, тобто через \d+ год \d+ хв\./);
  });

  it("says midnight UTC while the user's zone is not known", async () => {
    const unknown = await refusal(null, "de");
    expect(unknown.message).toMatch(/Dein Kontingent wird um Mitternacht UTC zurückgesetzt, also in \d+ Std\. \d+ Min\./);
    expectSameMoment(unknown.message, unknown.retryAfter, /in (\d+) Std\. (\d+) Min\./);
  });
});

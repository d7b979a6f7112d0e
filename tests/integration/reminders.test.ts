// Morning reminders on the job queue: the settings and their bad input, the
// plan in the user's time zone (summer time included), the reminder taken at
// its minute by one of two workers and sent once, by push through a Web Push
// service that checks the VAPID signature and decrypts, and by mail; the
// skip when a dream was written since local midnight; one-click unsubscribe.
//
// Time: Date is faked (only Date), at instants in the year ahead, so the jobs
// planned wait in the queue like real ones; a test makes one due by moving
// its start in the queue to the database's now, as the clock would.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { derivedFields } from "@/lib/dreams/derived";
import type { Reminders } from "@/lib/reminders/schema";
import type { Worker } from "@/lib/jobs/worker";
import { call, type ErrorShape } from "./helpers";
import { browserOf, eventually, member, startReminderApp, type ReminderApp } from "./reminders-helpers";

let app: ReminderApp;
beforeAll(async () => {
  app = await startReminderApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const settings = (time: string, more: { days?: string[]; push?: boolean; email?: boolean; enabled?: boolean } = {}) => ({
  morning: { enabled: more.enabled ?? true, time, days: more.days ?? EVERY_DAY },
  channels: { push: more.push ?? true, email: more.email ?? false },
});

const save = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call<Reminders & ErrorShape>(app.routes.reminders.PUT, { cookie, method: "PUT", body, headers });

/** The user's reminder jobs still waiting, with when they are due. */
async function waitingJobs(userId: number) {
  return app.routes.db().$queryRaw<{ id: string; at: string; startAfter: Date }[]>`
    SELECT id::text AS id, data->>'at' AS at, start_after AS "startAfter" FROM pgboss.job
    WHERE name = 'morning-reminder' AND state IN ('created', 'retry') AND (data->>'userId')::int = ${userId}`;
}

/**
 * The clock reaches the user's reminder: Date moves there, and so does the
 * queue's view of it (PGlite's now() follows Date already; PostgreSQL's
 * cannot, so the job's start moves to it), and the workers are told.
 */
async function reachReminder(userId: number, at: string, now = new Date(Date.parse(at) + 5_000)) {
  vi.setSystemTime(now);
  await app.routes.db().$executeRaw`
    UPDATE pgboss.job SET start_after = LEAST(start_after, now()) WHERE name = 'morning-reminder' AND state = 'created'
    AND (data->>'userId')::int = ${userId} AND data->>'at' = ${at}`;
  await app.routes.jobs.wake.notify("morning-reminder");
}

/** The workers look at the queues now: with Date faked, a job queued this instant is due a moment later, not at their next look. */
const poke = () => Promise.all(["morning-reminder", "reminder-mail"].map((queue) => app.routes.jobs.wake.notify(queue)));

/** No reminder job is running or due (a duplicate included). */
async function settled() {
  const [row] = await app.routes.db().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job
    WHERE name IN ('morning-reminder', 'reminder-mail') AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`;
  return row.n === 0;
}

const nextAtOf = async (userId: number) =>
  (
    await app.routes.db().reminderSettings.findUniqueOrThrow({ where: { userId }, select: { nextAt: true } })
  ).nextAt?.toISOString();

describe("GET and PUT /api/reminders", () => {
  it("starts off at 07:00 every day by push, and answers what this server can send", async () => {
    const { cookie } = await member(app);
    const res = await call<Reminders>(app.routes.reminders.GET, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      morning: { enabled: false, time: "07:00", days: EVERY_DAY },
      channels: { push: true, email: false },
      timeZone: "UTC",
      next: null,
      available: { push: true, email: true },
    });
    expect((await call(app.routes.reminders.GET)).status).toBe(401);
  });

  it("refuses a bad time, an unknown day, no day while on, and unknown fields, in the user's language", async () => {
    const { cookie } = await member(app);
    const bad: [unknown, RegExp][] = [
      [settings("7:30"), /HH:MM/],
      [settings("24:00"), /HH:MM/],
      [settings("07:60"), /HH:MM/],
      [settings("07:30 "), /HH:MM/],
      [settings("07:30", { days: ["mon", "funday"] }), /mon, tue/],
      [settings("07:30", { days: [] }), /at least one day/],
      [{ morning: settings("07:30").morning }, /channels/],
      [{ ...settings("07:30"), evening: true }, /evening/],
      [{ morning: { enabled: "yes", time: "07:30", days: EVERY_DAY }, channels: { push: true, email: false } }, /true or false/],
    ];
    for (const [body, message] of bad) {
      const res = await save(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    const uk = await save(cookie, settings("07:30", { days: [] }), { "accept-language": "uk" });
    expect(uk.body.error.message).toBe("Виберіть принаймні один день для нагадування");
    // Off, no day is fine: nothing will be sent.
    expect((await save(cookie, settings("07:30", { days: [], enabled: false }))).status).toBe(200);
  });

  it("plans the next reminder at the chosen minute of the user's clock, and plans again on every change", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-01-14T20:00:00Z")); // a Thursday; 22:00 in Kyiv
    const { id, cookie } = await member(app, { timeZone: "Europe/Kyiv" });
    const saved = await save(cookie, settings("07:30", { days: ["mon", "fri"] }));
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe("Europe/Kyiv");
    expect(saved.body.next).toBe("2027-01-15T05:30:00.000Z"); // Friday 07:30 (UTC+2)
    expect((await waitingJobs(id)).map((job) => [job.at, job.startAfter.toISOString()])).toEqual([
      ["2027-01-15T05:30:00.000Z", "2027-01-15T05:30:00.000Z"],
    ]);

    // A new time: the waiting job goes, one for the new plan waits.
    expect((await save(cookie, settings("06:45", { days: ["mon"] }))).body.next).toBe("2027-01-18T04:45:00.000Z");
    expect((await waitingJobs(id)).map((job) => job.at)).toEqual(["2027-01-18T04:45:00.000Z"]);

    // A new time zone: the same minute on the new clock.
    const moved = await call(app.routes.user.PATCH, { cookie, method: "PATCH", body: { timeZone: "America/New_York" } });
    expect(moved.status).toBe(200);
    expect(await nextAtOf(id)).toBe("2027-01-18T11:45:00.000Z");
    expect((await waitingJobs(id)).map((job) => job.at)).toEqual(["2027-01-18T11:45:00.000Z"]);

    // Off: nothing waits.
    const off = await save(cookie, settings("06:45", { enabled: false }));
    expect(off.body.next).toBeNull();
    expect(await waitingJobs(id)).toEqual([]);
  });

  it("plans across summer time in several zones: the same minute on the clock, a skipped time an hour later", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    const cases: [string, string, string, string][] = [
      // zone, now, time, next
      ["Europe/Berlin", "2027-03-27T22:00:00Z", "02:30", "2027-03-28T01:30:00.000Z"], // 02:30 does not exist: 03:30 CEST
      ["Europe/Berlin", "2027-03-27T22:00:00Z", "07:00", "2027-03-28T05:00:00.000Z"], // CEST (UTC+2)
      ["Europe/Berlin", "2027-10-30T22:00:00Z", "02:30", "2027-10-31T00:30:00.000Z"], // twice that night: the first
      ["America/New_York", "2027-03-13T13:00:00Z", "07:00", "2027-03-14T11:00:00.000Z"], // EDT from that Sunday
      ["Australia/Sydney", "2027-04-03T12:00:00Z", "07:00", "2027-04-03T21:00:00.000Z"], // back to UTC+10 that night
      ["Pacific/Kiritimati", "2027-01-01T09:00:00Z", "07:00", "2027-01-01T17:00:00.000Z"], // UTC+14: already the 1st's evening
    ];
    for (const [zone, now, time, next] of cases) {
      vi.setSystemTime(new Date(now));
      const { cookie } = await member(app, { timeZone: zone });
      const res = await save(cookie, settings(time));
      expect(res.body.next, `${zone} ${time}`).toBe(next);
    }
  });
});

describe("the reminder at its minute", () => {
  const workers: Worker[] = [];
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop(5_000)));
  });

  it("is sent once by two workers, by push (signed, encrypted) and mail, then every morning across summer time, but not after a dream", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-03-27T12:00:00Z")); // Saturday; Berlin changes to summer time that night
    const user = await member(app, { timeZone: "Europe/Berlin" });
    const browser = await browserOf(app, user.cookie);
    const saved = await save(user.cookie, settings("02:30", { email: true }));
    expect(saved.body.next).toBe("2027-03-28T01:30:00.000Z");

    const { startWorker } = app.routes.jobs.worker;
    const { reminderJob, reminderMailJob } = app.routes.jobs.reminders;
    workers.push(await startWorker([reminderJob, reminderMailJob]), await startWorker([reminderJob, reminderMailJob]));

    // The same reminder delivered twice (a job handed out again after its server died, say): still one message.
    const { sendJob } = app.routes.jobs.queue;
    const at = "2027-03-28T01:30:00.000Z";
    await sendJob(app.routes.jobs.plan.REMINDER_QUEUE, { userId: user.id, at }, { startAt: new Date(at) });
    await reachReminder(user.id, "2027-03-28T01:30:00.000Z");
    await eventually(async () => (await app.push.messages(browser.clientHash)).length === 1, "the push", poke);
    await eventually(() => app.mailbox.to(user.email).length === 1, "the mail", poke);
    await eventually(settled, "the queue to settle", poke);
    expect(await app.push.messages(browser.clientHash)).toHaveLength(1);
    expect(app.mailbox.to(user.email)).toHaveLength(1);

    const [message] = await app.push.messages(browser.clientHash);
    expect(JSON.parse(message)).toEqual({
      title: "Good morning! What did you dream?",
      body: "Write it down before it fades: tap to start a new dream.",
      url: "/?new=1",
      tag: "morning-reminder",
    });
    const [mail] = app.mailbox.to(user.email);
    expect(mail.subject).toBe("Good morning: what did you dream?");
    expect(mail.text).toContain("http://localhost:3000/?new=1");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );

    // The next one waits for the next morning, 02:30 in summer time (00:30 UTC).
    expect(await nextAtOf(user.id)).toBe("2027-03-29T00:30:00.000Z");
    expect((await waitingJobs(user.id)).map((job) => job.at)).toEqual(["2027-03-29T00:30:00.000Z"]);
    await reachReminder(user.id, "2027-03-29T00:30:00.000Z");
    await eventually(async () => (await app.push.messages(browser.clientHash)).length === 2, "the second push", poke);
    await eventually(settled, "the queue to settle", poke);

    // A dream written after local midnight (00:10 in Berlin, 22:10 UTC the day before): no reminder that morning.
    const writtenAt = new Date("2027-03-29T22:10:00Z");
    await app.routes.db().dream.create({
      data: {
        userId: user.id,
        title: "Up early",
        content: "A short one.",
        createdAt: writtenAt,
        ...derivedFields("Up early", "A short one.", writtenAt),
      },
    });
    await reachReminder(user.id, "2027-03-30T00:30:00.000Z");
    await eventually(async () => (await nextAtOf(user.id)) === "2027-03-31T00:30:00.000Z", "the plan to move on", poke);
    await eventually(settled, "the queue to settle", poke);
    expect(await app.push.messages(browser.clientHash)).toHaveLength(2);
    expect(app.mailbox.to(user.email)).toHaveLength(2);

    // A dream from yesterday does not count: the next morning's reminder goes out.
    await reachReminder(user.id, "2027-03-31T00:30:00.000Z");
    await eventually(async () => (await app.push.messages(browser.clientHash)).length === 3, "the third push", poke);
  });

  it("is dropped, not sent, when every server was down past its morning, and the plan resumes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-02-01T00:00:00Z"));
    const user = await member(app, { timeZone: "UTC" });
    const browser = await browserOf(app, user.cookie);
    await save(user.cookie, settings("06:00"));
    if (workers.length === 0) {
      const { startWorker } = app.routes.jobs.worker;
      workers.push(await startWorker([app.routes.jobs.reminders.reminderJob, app.routes.jobs.reminders.reminderMailJob]));
    }
    // The worker takes it three hours late.
    await reachReminder(user.id, "2027-02-01T06:00:00.000Z", new Date("2027-02-01T09:00:00Z"));
    await eventually(async () => (await nextAtOf(user.id)) === "2027-02-02T06:00:00.000Z", "the plan to resume", poke);
    await eventually(settled, "the queue to settle", poke);
    expect(await app.push.messages(browser.clientHash)).toEqual([]);
  });

  it("is planned again at start-up when its job was lost", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-02-10T00:00:00Z"));
    const user = await member(app, { timeZone: "Asia/Tokyo" });
    await save(user.cookie, settings("07:00"));
    const [job] = await waitingJobs(user.id);
    await app.routes.db().$executeRaw`DELETE FROM pgboss.job WHERE id = ${job.id}::uuid`;
    expect(await app.routes.jobs.service.replanMissedReminders()).toBeGreaterThanOrEqual(1);
    expect((await waitingJobs(user.id)).map((waiting) => waiting.at)).toEqual(["2027-02-10T22:00:00.000Z"]);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("turns e-mail reminders off for a POST without a session; the token then answers 400 like an unknown one", async () => {
    const user = await member(app);
    await save(user.cookie, settings("07:00", { email: true, push: false }));
    const { startWorker } = app.routes.jobs.worker;
    const worker = await startWorker([app.routes.jobs.reminders.reminderMailJob]);
    try {
      const sent = await call<{ push: number; email: boolean }>(app.routes.test, { cookie: user.cookie, method: "POST" });
      expect(sent.body).toEqual({ push: 0, email: true });
      await eventually(() => app.mailbox.to(user.email).length === 1, "the test mail", poke);
    } finally {
      await worker.stop(5_000);
    }
    const [mail] = app.mailbox.to(user.email);
    expect(mail.subject).toBe("Test: your DreamScape morning reminder");
    const url = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"])?.[1] ?? "";
    const path = new URL(url).pathname + new URL(url).search;

    // As a mail provider posts it: form-encoded, from its own servers, no cookie.
    const post = (target: string) =>
      call<{ message: string } & ErrorShape>(app.routes.unsubscribe.POST, {
        method: "POST",
        path: target,
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      });
    const done = await post(path);
    expect(done.status).toBe(200);
    const after = await call<Reminders>(app.routes.reminders.GET, { cookie: user.cookie });
    expect(after.body.channels).toEqual({ push: false, email: false });
    expect(after.body.morning.enabled).toBe(true);

    const again = await post(path);
    const unknown = await post(`/api/reminders/unsubscribe?token=${"B".repeat(43)}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(unknown.body);
    expect((await post("/api/reminders/unsubscribe?token=short")).status).toBe(400);
    expect((await post("/api/reminders/unsubscribe")).status).toBe(400);
    // Opening the link is not unsubscribing (mail scanners open links).
    expect((await call(app.routes.unsubscribe.GET, { path })).status).toBe(405);
  });

  it("mails no reminder to an unverified address", async () => {
    const user = await member(app, { verified: false });
    await save(user.cookie, settings("07:00", { email: true, push: false }));
    const sent = await call<{ push: number; email: boolean }>(app.routes.test, { cookie: user.cookie, method: "POST" });
    expect(sent.body).toEqual({ push: 0, email: false });
  });
});

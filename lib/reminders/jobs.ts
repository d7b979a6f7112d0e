// The reminder's two jobs:
// - "morning-reminder" waits for the instant a user's reminder is due
//   (./plan.ts). The worker that takes it locks the settings row and, only if
//   the row still plans this instant, moves it to the next reminder and queues
//   that one in the same transaction: a reminder goes out once, whatever the
//   number of servers, retries or duplicate deliveries. Then it sends, unless
//   a dream was written since local midnight or the job comes too late.
// - "reminder-mail" sends the e-mail, retried if the mail server fails.
import "server-only";
import { db } from "@/lib/db";
import { timeZoneOf } from "@/lib/auth/queries";
import { isLocale } from "@/lib/domain/locales";
import { defineJob } from "@/lib/jobs/worker";
import { userTimeZone } from "@/lib/time/zone";
import { alreadyWrote, deliver, REMINDER_MAIL_QUEUE, reminderLocale, type ReminderMailData } from "./deliver";
import { mailReminder } from "./mail";
import { planNext, REMINDER_QUEUE, type ReminderJobData } from "./plan";
import * as q from "./queries";

/** A reminder taken this long after its minute (every server was down) is dropped: the morning has moved on. */
export const LATE_AFTER_MS = 30 * 60_000;

export const reminderJob = defineJob({
  queue: REMINDER_QUEUE,
  concurrency: 4,
  parse(data): ReminderJobData | null {
    if (typeof data !== "object" || data === null) return null;
    const { userId, at } = data as Record<string, unknown>;
    return Number.isSafeInteger(userId) && typeof at === "string" && !Number.isNaN(Date.parse(at))
      ? { userId: userId as number, at }
      : null;
  },
  async run({ userId, at }) {
    const due = new Date(at);
    const claimed = await db().$transaction(async (tx) => {
      const row = await q.lockSettings(tx, userId);
      // Another plan replaced this one (a save, a new time zone), or another worker sent it.
      if (!row?.enabled || row.nextAt?.getTime() !== due.getTime()) return null;
      const timeZone = userTimeZone(await timeZoneOf(userId, tx));
      // From now, not from `due`: after a long outage the chain resumes at the next minute to come.
      await planNext(tx, { ...row, jobId: null }, timeZone, new Date(Math.max(due.getTime(), Date.now())));
      return { row, timeZone };
    });
    if (!claimed) return;
    const late = Date.now() - due.getTime();
    if (late > LATE_AFTER_MS) {
      console.warn(`[reminders] a reminder due ${Math.round(late / 60_000)} minutes ago was dropped`);
      return;
    }
    if (await alreadyWrote(userId, due, claimed.timeZone)) return;
    const { push, email, locale } = claimed.row;
    await deliver(userId, { push, email, locale: reminderLocale(locale) }, false);
  },
});

export const reminderMailJob = defineJob({
  queue: REMINDER_MAIL_QUEUE,
  concurrency: 2,
  parse(data): ReminderMailData | null {
    if (typeof data !== "object" || data === null) return null;
    const { userId, locale, test } = data as Record<string, unknown>;
    return Number.isSafeInteger(userId) && isLocale(locale) && typeof test === "boolean"
      ? { userId: userId as number, locale, test }
      : null;
  },
  async run({ userId, locale, test }) {
    await mailReminder(userId, locale, test);
  },
});

// Morning reminders: the settings (GET/PUT /api/reminders), a test reminder,
// one-click unsubscribe, and keeping each user's plan on the job queue in
// step with their settings and time zone (./plan.ts).
import "server-only";
import { db } from "@/lib/db";
import { timeZoneOf } from "@/lib/auth/queries";
import { mailDelivery } from "@/lib/auth/verification";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/domain/locales";
import { pushConfigured } from "@/lib/push/vapid";
import { consume } from "@/lib/security/rate-limit";
import { userTimeZone } from "@/lib/time/zone";
import { DEFAULT_REMINDERS, daysOf, maskOf, minuteOf, timeOf } from "./days";
import { deliver } from "./deliver";
import { hashUnsubscribeToken } from "./mail";
import { planNext, prepareReminderQueue } from "./plan";
import * as q from "./queries";
import type { Reminders, ReminderSettings, ReminderTest } from "./schema";

function view(row: q.SettingsRow | null, timeZone: string): Reminders {
  const settings = row
    ? {
        morning: { enabled: row.enabled, time: timeOf(row.minute), days: daysOf(row.days) },
        channels: { push: row.push, email: row.email },
      }
    : DEFAULT_REMINDERS;
  return {
    ...settings,
    timeZone,
    next: row?.enabled && row.nextAt ? row.nextAt.toISOString() : null,
    available: { push: pushConfigured(), email: mailDelivery() === "smtp" },
  };
}

const zoneOf = async (userId: number) => userTimeZone(await timeZoneOf(userId));

/** GET /api/reminders: the user's settings (the defaults until saved). */
export async function reminders(userId: number): Promise<Reminders> {
  const [row, timeZone] = await Promise.all([q.settingsOf(userId), zoneOf(userId)]);
  return view(row, timeZone);
}

/** PUT /api/reminders: stores the settings and plans the next reminder from them. */
export async function saveReminders(userId: number, settings: ReminderSettings, locale: Locale): Promise<Reminders> {
  await prepareReminderQueue();
  await db().$transaction(async (tx) => {
    const row = await q.lockSettings(tx, userId);
    if (!row) throw new AppError("unauthorized", "unauthorized");
    const changed = {
      enabled: settings.morning.enabled,
      minute: minuteOf(settings.morning.time),
      days: maskOf(settings.morning.days),
      push: settings.channels.push,
      email: settings.channels.email,
      locale,
    };
    await q.updateSettings(tx, userId, changed);
    const timeZone = userTimeZone(await timeZoneOf(userId, tx));
    await planNext(tx, { ...row, ...changed }, timeZone, new Date());
  });
  return reminders(userId);
}

/** After the user's time zone changed: the same minute on the new clock. */
export async function replanReminder(userId: number): Promise<void> {
  if (!(await q.settingsOf(userId))?.enabled) return;
  await prepareReminderQueue();
  await db().$transaction(async (tx) => {
    const row = await q.lockSettings(tx, userId);
    if (!row) return;
    await planNext(tx, row, userTimeZone(await timeZoneOf(userId, tx)), new Date());
  });
}

/**
 * At a server's start: plans every reminder that is on but has no waiting
 * job (its minute passed while every server was down, or the job was lost).
 * Returns how many were planned again.
 */
export async function replanMissedReminders(now = new Date()): Promise<number> {
  const users = await q.unplannedReminders(new Date(now.getTime() - 5 * 60_000));
  for (const userId of users) await replanReminder(userId);
  return users.length;
}

/** POST /api/reminders/test: one reminder at once, by the saved channels, in the page's language, whatever was written today. */
export async function sendTestReminder(userId: number, locale: Locale): Promise<ReminderTest> {
  await consume("reminderTest", String(userId));
  const { push, email } = (await q.settingsOf(userId)) ?? DEFAULT_REMINDERS.channels;
  return deliver(userId, { push, email, locale }, true);
}

/** POST /api/reminders/unsubscribe?token=…: e-mail reminders off; an unknown or spent token says nothing of any account. */
export async function unsubscribeByToken(token: string, client: string): Promise<void> {
  await consume("unsubscribe", client);
  if (!(await q.spendUnsubscribeToken(hashUnsubscribeToken(token)))) {
    throw new AppError("invalid_token", "unsubscribeTokenInvalid");
  }
}

// Sending one reminder: a push to every browser of the user, and a mail
// queued (./jobs.ts), by the channels they chose. A morning reminder is not
// sent when the user already wrote a dream since their local midnight.
import "server-only";
import { isLocale, type Locale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { sendJob, type QueueSpec } from "@/lib/jobs/queue";
import { pushToUser } from "@/lib/push/service";
import { reminderAddress } from "@/lib/auth/verification";
import { newDreamPath } from "./links";
import * as q from "./queries";
import { localMidnight } from "./schedule";
import type { ReminderTest } from "./schema";

export const REMINDER_MAIL_QUEUE: QueueSpec = {
  name: "reminder-mail",
  policy: "standard",
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  // A morning reminder that could not go out within two hours is not worth sending.
  retentionMinutes: 120,
};

export interface ReminderMailData {
  userId: number;
  locale: Locale;
  test: boolean;
}

/** What the service worker shows (public/sw.js): the text, and the page a click opens. */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const TOPIC = "morning-reminder";

export const reminderLocale = (stored: string): Locale => (isLocale(stored) ? stored : "en");

export interface Delivery {
  push: boolean;
  email: boolean;
  locale: Locale;
}

/** Sends the reminder now by the chosen channels; `test` sends it whatever was written today. */
export async function deliver(userId: number, channels: Delivery, test: boolean): Promise<ReminderTest> {
  const t = serverTranslator(channels.locale);
  const payload: ReminderPayload = {
    title: test ? t("Mail.reminderPushTestTitle") : t("Mail.reminderPushTitle"),
    body: t("Mail.reminderPushBody"),
    url: newDreamPath(channels.locale),
    tag: TOPIC,
  };
  const [push, email] = await Promise.all([
    channels.push ? pushToUser(userId, { payload: JSON.stringify(payload), topic: TOPIC }) : Promise.resolve(0),
    channels.email && (await reminderAddress(userId))
      ? sendJob(REMINDER_MAIL_QUEUE, { userId, locale: channels.locale, test } satisfies ReminderMailData).then(() => true)
      : Promise.resolve(false),
  ]);
  return { push, email };
}

/** Whether the morning reminder due at `due` is unnecessary: a dream was written since that day's local midnight. */
export async function alreadyWrote(userId: number, due: Date, timeZone: string): Promise<boolean> {
  return q.wroteDreamSince(userId, localMidnight(due, timeZone));
}

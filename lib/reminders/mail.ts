// The e-mail reminder, sent by a job (./jobs.ts) as reset mail is: only to a
// verified address, in the language the reminder was set in, with a
// one-click unsubscribe (RFC 8058: List-Unsubscribe with an https URL and
// List-Unsubscribe-Post), whose token is kept only as its SHA-256.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { reminderAddress } from "@/lib/auth/verification";
import type { Locale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { sendMail } from "@/lib/mail/transport";
import { newDreamUrl, profileUrl, unsubscribeUrl } from "./links";
import * as q from "./queries";

export const hashUnsubscribeToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Mails the reminder if e-mail reminders are (still) on and the address verified; returns whether it went. */
export async function mailReminder(userId: number, locale: Locale, test: boolean): Promise<boolean> {
  const [to, settings] = await Promise.all([reminderAddress(userId), q.settingsOf(userId)]);
  if (!to || !settings?.email) return false;
  const token = randomBytes(32).toString("base64url");
  await q.storeUnsubscribeToken(userId, hashUnsubscribeToken(token));
  const t = serverTranslator(locale);
  await sendMail({
    to,
    subject: test ? t("Mail.reminderTestSubject") : t("Mail.reminderSubject"),
    text: [t("Mail.reminderIntro"), "", newDreamUrl(locale), "", t("Mail.reminderFooter"), profileUrl(locale)].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  return true;
}

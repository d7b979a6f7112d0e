// The account's mails: the password-reset link and the address-verification link.
import "server-only";
import type { Translate } from "@/lib/i18n/messages";
import { sendMail } from "@/lib/mail/transport";

export { mailConfigured } from "@/lib/mail/transport";

export async function sendResetMail(to: string, link: string, t: Translate): Promise<void> {
  await sendMail({
    to,
    subject: t("Mail.resetSubject"),
    text: `${t("Mail.resetIntro")}\n\n${link}\n\n${t("Mail.resetExpiry")}\n${t("Mail.resetIgnore")}`,
  });
}

export async function sendVerificationMail(to: string, link: string, t: Translate): Promise<void> {
  await sendMail({
    to,
    subject: t("Mail.verifySubject"),
    text: `${t("Mail.verifyIntro")}\n\n${link}\n\n${t("Mail.verifyExpiry")}\n${t("Mail.verifyIgnore")}`,
  });
}

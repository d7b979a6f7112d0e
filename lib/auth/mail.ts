// Password-reset mail through SMTP (nodemailer) when SMTP_URL is configured.
import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import type { Translate } from "@/lib/i18n/messages";

export const mailConfigured = (): boolean => Boolean(env.SMTP_URL);

let transport: nodemailer.Transporter | null = null;

function getTransport(): nodemailer.Transporter {
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  transport ??= nodemailer.createTransport(env.SMTP_URL, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return transport;
}

export async function sendResetMail(to: string, link: string, t: Translate): Promise<void> {
  await getTransport().sendMail({
    from: env.MAIL_FROM,
    to,
    subject: t("Mail.resetSubject"),
    text: `${t("Mail.resetIntro")}\n\n${link}\n\n${t("Mail.resetExpiry")}\n${t("Mail.resetIgnore")}`,
  });
}

// Outgoing mail through SMTP (nodemailer) when SMTP_URL is configured: reset
// links, verification links and e-mail reminders. Always sent by a job, off
// the request path, so a slow or failing mail server delays nobody's answer
// and is retried by the queue.
import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

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

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export async function sendMail(mail: Mail): Promise<void> {
  await getTransport().sendMail({ from: env.MAIL_FROM, ...mail });
}

// Password-reset mail, sent by a job rather than in the request: the request
// only queues {email, locale}, the same for an address with an account and
// one without, so neither its answer nor its timing tells them apart. The job
// looks the account up, stores a fresh token's hash and mails the link;
// SMTP failures are retried by the queue.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { defineJob } from "@/lib/jobs/worker";
import { sendJob, type QueueSpec } from "@/lib/jobs/queue";
import { sendResetMail } from "./mail";
import * as q from "./queries";

export const RESET_TOKEN_TTL_MINUTES = 60;

export const RESET_MAIL_QUEUE: QueueSpec = {
  name: "reset-mail",
  policy: "standard",
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  // A reset request no worker took within the hour is stale (and the address in it goes with the archive).
  retentionMinutes: 60,
};

interface ResetMailData {
  email: string;
  locale: Locale;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const resetLink = (token: string): string => new URL(`/auth/reset-password?token=${token}`, env.APP_URL).toString();

/** A new token for the account: only its hash is stored (one per user, 60 minutes); the token goes into the link. */
export async function issueResetToken(userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await q.storeResetToken(userId, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000));
  return token;
}

export const hashResetToken = sha256;

export async function queueResetMail(email: string, locale: Locale): Promise<void> {
  const data: ResetMailData = { email, locale };
  await sendJob(RESET_MAIL_QUEUE, data);
}

export const resetMailJob = defineJob({
  queue: RESET_MAIL_QUEUE,
  concurrency: 2,
  parse(data): ResetMailData | null {
    if (typeof data !== "object" || data === null) return null;
    const { email, locale } = data as Record<string, unknown>;
    return typeof email === "string" && isLocale(locale) ? { email, locale } : null;
  },
  async run({ email, locale }) {
    const user = await q.findUserByEmail(email);
    if (!user) return;
    const token = await issueResetToken(user.id);
    await sendResetMail(user.email, resetLink(token), serverTranslator(locale));
  },
});

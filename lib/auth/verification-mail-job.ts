// Verification mail, sent by a job as reset mail is (./reset-mail-job.ts):
// the request queues {userId, locale}; the job stores a fresh token's hash
// and mails the link; SMTP failures are retried by the queue.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { defineJob } from "@/lib/jobs/worker";
import { sendJob, type QueueSpec } from "@/lib/jobs/queue";
import { sendVerificationMail } from "./mail";
import * as q from "./queries";

export const VERIFY_TOKEN_TTL_HOURS = 24;

export const VERIFICATION_MAIL_QUEUE: QueueSpec = {
  name: "verification-mail",
  policy: "standard",
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  // A link no worker sent within the day would expire before it was read.
  retentionMinutes: VERIFY_TOKEN_TTL_HOURS * 60,
};

interface VerificationMailData {
  userId: number;
  locale: Locale;
}

export const hashVerifyToken = (value: string) => createHash("sha256").update(value).digest("hex");

export const verifyLink = (token: string): string => new URL(`/auth/verify?token=${token}`, env.APP_URL).toString();

/** A new token for an unverified account (its hash stored, valid 24 hours); null when the address is verified already. */
export async function issueVerifyToken(userId: number): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const stored = await q.storeVerifyToken(
    userId,
    hashVerifyToken(token),
    new Date(Date.now() + VERIFY_TOKEN_TTL_HOURS * 3_600_000),
  );
  return stored ? token : null;
}

export async function queueVerificationMail(userId: number, locale: Locale): Promise<void> {
  const data: VerificationMailData = { userId, locale };
  await sendJob(VERIFICATION_MAIL_QUEUE, data);
}

export const verificationMailJob = defineJob({
  queue: VERIFICATION_MAIL_QUEUE,
  concurrency: 2,
  parse(data): VerificationMailData | null {
    if (typeof data !== "object" || data === null) return null;
    const { userId, locale } = data as Record<string, unknown>;
    return typeof userId === "number" && isLocale(locale) ? { userId, locale } : null;
  },
  async run({ userId, locale }) {
    const account = await q.addressOf(userId);
    if (!account || account.verified) return;
    const token = await issueVerifyToken(userId);
    if (!token) return;
    await sendVerificationMail(account.email, verifyLink(token), serverTranslator(locale));
  },
});

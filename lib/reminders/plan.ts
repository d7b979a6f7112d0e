// Scheduling on the job queue: each user with the reminder on has one
// pg-boss job waiting for the instant it is due (`startAt`), whichever server
// queued it. The job that runs plans the next one in the same transaction
// (lib/reminders/jobs.ts); a save of the settings drops the waiting job and
// plans anew. No timer of any one process is involved: a server that stops
// loses nothing, and the job is taken by whichever worker polls first.
import "server-only";
import type { Prisma } from "@/lib/db";
import { dropWaitingJob, ensureQueue, sendJob, type QueueSpec } from "@/lib/jobs/queue";
import * as q from "./queries";
import { nextReminderAt } from "./schedule";

export const REMINDER_QUEUE: QueueSpec = {
  name: "morning-reminder",
  policy: "standard",
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
  // Waits up to a week for its day (one chosen day a week), and a day more.
  retentionMinutes: 8 * 24 * 60,
};

export interface ReminderJobData {
  userId: number;
  /** The instant it is due, ISO 8601: the settings row's nextAt when it was planned. */
  at: string;
}

/** Before a transaction that plans: the queue must exist (creating it inside one would wait on itself on PGlite). */
export async function prepareReminderQueue(): Promise<void> {
  await ensureQueue(REMINDER_QUEUE);
}

/**
 * In `tx`, with the row locked (queries.lockSettings): drops the job waiting
 * for the old plan, and queues the first reminder after `after` (none when
 * off). The job exists exactly when the transaction commits.
 */
export async function planNext(
  tx: Prisma.TransactionClient,
  row: Pick<q.SettingsRow, "userId" | "enabled" | "minute" | "days" | "jobId">,
  timeZone: string,
  after: Date,
): Promise<Date | null> {
  if (row.jobId) await dropWaitingJob(REMINDER_QUEUE, row.jobId, tx);
  const nextAt = row.enabled ? nextReminderAt(row, timeZone, after) : null;
  const data: ReminderJobData | null = nextAt && { userId: row.userId, at: nextAt.toISOString() };
  const jobId = data && nextAt ? await sendJob(REMINDER_QUEUE, data, { tx, startAt: nextAt }) : null;
  await q.updateSettings(tx, row.userId, { nextAt, jobId });
  return nextAt;
}

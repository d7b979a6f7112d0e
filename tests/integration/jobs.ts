// The job worker in the test process, as a server runs it (lib/startup.ts):
// imported after the caller's vi.resetModules, so its jobs see the caller's
// environment (OPENAI_* and the rest).
import type { Worker } from "@/lib/jobs/worker";

export type JobName = "interpret" | "reset-mail";

/**
 * A worker for the named jobs only. Test files run side by side on one
 * PostgreSQL database, so a worker taking every kind would take another
 * file's jobs (sent with its environment, not theirs), and its idle() would
 * wait for another file's retries. No names: a worker that runs and takes nothing.
 */
export async function startJobs(names: JobName[]): Promise<Worker> {
  const { startWorker } = await import("@/lib/jobs/worker");
  const { interpretJob } = await import("@/lib/dreams/interpretation-job");
  const { resetMailJob } = await import("@/lib/auth/reset-mail-job");
  const kinds = { interpret: interpretJob, "reset-mail": resetMailJob };
  return startWorker(names.map((name) => kinds[name]));
}

/** Stops the worker, pg-boss and the listener of this module graph. */
export async function stopJobs(worker: Worker | undefined): Promise<void> {
  await worker?.stop(5_000);
  const { stopQueue } = await import("@/lib/jobs/queue");
  const { stopListening } = await import("@/lib/db/notifications");
  await stopQueue();
  await stopListening();
}

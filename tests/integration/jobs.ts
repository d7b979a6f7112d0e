// The job worker in the test process, as a server runs it (lib/startup.ts):
// imported after the caller's vi.resetModules, so its jobs see the caller's
// environment (OPENAI_* and the rest).
import type { Worker } from "@/lib/jobs/worker";

export async function startJobs(): Promise<Worker> {
  const { startWorker } = await import("@/lib/jobs/worker");
  const { interpretJob } = await import("@/lib/dreams/interpretation-job");
  const { resetMailJob } = await import("@/lib/auth/reset-mail-job");
  return startWorker([interpretJob, resetMailJob]);
}

/** Stops the worker, pg-boss and the listener of this module graph. */
export async function stopJobs(worker: Worker | undefined): Promise<void> {
  await worker?.stop(5_000);
  const { stopQueue } = await import("@/lib/jobs/queue");
  const { stopListening } = await import("@/lib/db/notifications");
  await stopQueue();
  await stopListening();
}

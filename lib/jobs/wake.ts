// Waking workers: a job queued on one server is announced on the channel
// dreamscape_jobs (with the queue's name), so every server's worker looks at
// once instead of at its next poll. Within a transaction the announcement is
// sent when it commits, together with the job.
import "server-only";
import { db, type Prisma } from "@/lib/db";
import { notifyHere, onNotification, startListening } from "@/lib/db/notifications";

export async function notify(queue: string, tx?: Prisma.TransactionClient): Promise<void> {
  await (tx ?? db()).$executeRaw`SELECT pg_notify('dreamscape_jobs', ${queue})`;
}

/**
 * Wakes this process's worker when a delayed job falls due (a retry in 2 s):
 * nobody announces that moment, and the next poll may be later.
 */
export function wakeHereAfter(queue: string, ms: number): void {
  setTimeout(() => notifyHere("dreamscape_jobs", queue), ms + 50).unref();
}

/** Calls `wake` with the queue's name whenever a job is queued, on any server. */
export function onJobQueued(wake: (queue: string) => void): () => void {
  const stop = onNotification("dreamscape_jobs", wake);
  startListening();
  return stop;
}

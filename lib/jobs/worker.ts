// Runs queued jobs in this process. Every server runs one worker; they share
// the queues in the database, so a job queued on one server may run on any.
//
// - A kind's jobs run `concurrency` at a time per process. Kinds that call the
//   external AI provider also hold a cluster-wide slot (lib/jobs/slots.ts)
//   from before a job is taken until it ends: AI_CONCURRENCY calls at most,
//   whatever the number of servers.
// - Jobs are taken when one is announced (lib/jobs/wake.ts), when one ends,
//   when an AI slot is released anywhere (kinds that need one), and every so
//   often in case an announcement was missed (PostgreSQL: 2 s; PGlite, one
//   process that hears its own announcements: 15 s, since each statement
//   there runs on the server's own thread).
// - A job held by a server that died is "expired" after its queue's
//   expireInSeconds by pg-boss's own maintenance (lib/jobs/queue.ts) and
//   retried by another server (pg-boss's retry count).
// - stop(): takes no new jobs, lets running ones finish for a while, and
//   gives the rest back to the queue for another server.
import "server-only";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { boss, ensureQueue, hasReadyJob, type QueueSpec } from "./queue";
import { onNotification } from "@/lib/db/notifications";
import { acquireSlots, keepLeases, releaseSlots, type SlotLease } from "./slots";
import { onJobQueued } from "./wake";

export interface JobContext {
  id: string;
  /** Times this job was given back after its holder died or it threw (0 the first time). */
  retryCount: number;
}

export interface JobKind {
  queue: QueueSpec;
  /** Jobs of this kind running at once in one process. */
  concurrency: number;
  /** Holds an AI provider slot while a job runs, leased for this long and renewed until the job ends. */
  providerSlotMs?: number;
  handle(data: unknown, context: JobContext): Promise<void>;
}

/** A job kind with typed data: `parse` rejects what this version cannot read (it is logged and dropped). */
export function defineJob<T>(kind: {
  queue: QueueSpec;
  concurrency: number;
  providerSlotMs?: number;
  parse: (data: unknown) => T | null;
  run: (data: T, context: JobContext) => Promise<void>;
}): JobKind {
  return {
    queue: kind.queue,
    concurrency: kind.concurrency,
    providerSlotMs: kind.providerSlotMs,
    async handle(data, context) {
      const parsed = kind.parse(data);
      if (parsed === null) {
        console.error(`[jobs] ${kind.queue.name} job ${context.id} has data this version cannot read; dropped`);
        return;
      }
      await kind.run(parsed, context);
    },
  };
}

const POLL_MS = env.DATABASE_URL ? 2_000 : 15_000;

// Workers running in this process (readiness asks): one per process, but
// Next's bundles each hold their own copy of this module.
const RUNNING = Symbol.for("dreamscape.jobs.workers");
function runningWorkers(): { count: number } {
  const holder = globalThis as unknown as Record<symbol, { count: number } | undefined>;
  holder[RUNNING] ??= { count: 0 };
  return holder[RUNNING];
}

/** Whether a worker runs in this process (started and not told to stop). */
export const workerRunning = (): boolean => runningWorkers().count > 0;

interface Running {
  kind: JobKind;
  jobId: string;
  done: Promise<void>;
}

export interface Worker {
  /** Stops taking jobs; waits up to `graceMs` for running ones, then gives the rest back to the queue. */
  stop(graceMs: number): Promise<void>;
  /** Resolves once no job is queued (and ready) or running: tests and the bench. */
  idle(): Promise<void>;
}

export async function startWorker(kinds: JobKind[]): Promise<Worker> {
  const instance = await boss();
  for (const kind of kinds) await ensureQueue(kind.queue);
  const running = new Set<Running>();
  const pumping = new Set<JobKind>();
  const again = new Set<JobKind>();
  let stopping = false;

  const count = (kind: JobKind) => [...running].filter((r) => r.kind === kind).length;

  function start(kind: JobKind, job: PgBoss.JobWithMetadata<unknown>, lease: SlotLease | undefined) {
    const entry: Running = {
      kind,
      jobId: job.id,
      done: (async () => {
        const stopRenewing = lease && kind.providerSlotMs ? keepLeases([lease], kind.providerSlotMs) : () => undefined;
        try {
          await kind.handle(job.data, { id: job.id, retryCount: job.retryCount });
          await instance.complete(kind.queue.name, job.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          console.warn(`[jobs] ${kind.queue.name} job ${job.id} failed (${message}); pg-boss retries it`);
          await instance.fail(kind.queue.name, job.id, { message }).catch(() => undefined);
        } finally {
          stopRenewing();
          if (lease) await releaseSlots([lease]).catch(() => undefined);
        }
      })(),
    };
    running.add(entry);
    void entry.done.finally(() => {
      running.delete(entry);
      void pump(kind);
    });
  }

  async function pump(kind: JobKind): Promise<void> {
    if (stopping) return;
    if (pumping.has(kind)) {
      again.add(kind);
      return;
    }
    pumping.add(kind);
    try {
      do {
        again.delete(kind);
        while (!stopping) {
          const free = kind.concurrency - count(kind);
          if (free <= 0) break;
          // A glance first: no slot is leased (a write) for an empty queue.
          if (!(await hasReadyJob(kind.queue.name))) break;
          const slots = kind.providerSlotMs ? await acquireSlots(free, kind.providerSlotMs) : [];
          if (kind.providerSlotMs && slots.length === 0) break;
          let jobs: PgBoss.JobWithMetadata<unknown>[];
          try {
            jobs = await instance.fetch<unknown>(kind.queue.name, {
              batchSize: kind.providerSlotMs ? slots.length : free,
              includeMetadata: true,
            });
          } catch (error) {
            await releaseSlots(slots).catch(() => undefined);
            throw error;
          }
          await releaseSlots(slots.slice(jobs.length));
          if (stopping) {
            // Taken as the worker was told to stop: straight back to the queue.
            await Promise.all(jobs.map((job) => instance.fail(kind.queue.name, job.id, { message: "server stopping" })));
            await releaseSlots(slots);
            return;
          }
          jobs.forEach((job, i) => start(kind, job, slots[i]));
          if (jobs.length === 0) break;
        }
      } while (again.has(kind) && !stopping);
    } catch (error) {
      console.warn(`[jobs] taking ${kind.queue.name} jobs failed:`, error instanceof Error ? error.message : error);
    } finally {
      pumping.delete(kind);
    }
  }

  const pumpAll = () => kinds.forEach((kind) => void pump(kind));
  const byName = new Map(kinds.map((k) => [k.queue.name, k]));
  const unsubscribe = [
    onJobQueued((name) => {
      const kind = byName.get(name);
      if (kind) void pump(kind);
    }),
    // A slot freed anywhere: kinds that wait for one look now.
    onNotification("dreamscape_slots", () => kinds.filter((k) => k.providerSlotMs).forEach((kind) => void pump(kind))),
  ];
  const timer = setInterval(pumpAll, POLL_MS);
  timer.unref();
  runningWorkers().count++;
  pumpAll();

  return {
    async stop(graceMs) {
      if (stopping) return;
      stopping = true;
      runningWorkers().count--;
      unsubscribe.forEach((stop) => stop());
      clearInterval(timer);
      const settled = Promise.allSettled([...running].map((r) => r.done));
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, graceMs))]);
      // Still running: another server takes them over now rather than after their lease.
      await Promise.all(
        [...running].map((r) => instance.fail(r.kind.queue.name, r.jobId, { message: "server stopping" }).catch(() => undefined)),
      );
    },
    async idle() {
      for (;;) {
        await Promise.allSettled([...running].map((r) => r.done));
        // Queued, waiting for a retry, or running anywhere (a job being taken is already "active").
        const sizes = await Promise.all(kinds.map((k) => instance.getQueueSize(k.queue.name, { before: "completed" })));
        if (running.size === 0 && pumping.size === 0 && sizes.every((size) => size === 0)) return;
        pumpAll();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

// Durable background jobs on pg-boss: jobs are rows in the database (schema
// "pgboss"), so a crash or a deploy loses none, and any server of the
// deployment may run any job. One pg-boss instance per process, on the app's
// own connection: PostgreSQL's pool, or PGlite through a small executor
// (pg-boss takes any `{ executeSql(text, values) }`).
//
// pg-boss supervises itself: every MAINTENANCE_SECONDS one server of the
// deployment (pg-boss takes turns through its version row) runs its
// maintenance in full: jobs held past their lease (their server died) are
// handed back, finished jobs move to the archive, and the archive is emptied
// of jobs past their retention. Job data is therefore gone on a schedule:
// an address for reset mail at most ARCHIVE_AFTER + DELETE_AFTER (13 hours)
// after the job ended, or after its queue's retention for a job never run.
// Cron scheduling stays off (nothing here is scheduled). Sending needs only
// the queue to exist, which `sendJob` makes sure of.
import "server-only";
import type { QueryResult } from "pg";
import PgBoss from "pg-boss";
import { db, embeddedDb, postgresPool, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { notify, wakeHereAfter } from "./wake";

export interface QueueSpec {
  name: string;
  /** "short": at most one waiting job per singletonKey (a newer request joins the waiting one). */
  policy: "standard" | "short";
  /** Attempts after the first when a job's holder dies (its lease, expireInSeconds, runs out) or it throws. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff?: boolean;
  /** A job held longer than this is taken to be lost with its server and handed to another. */
  expireInSeconds: number;
  /** A job not taken within this long (no worker ran) is archived with its data, and dropped with the archive. */
  retentionMinutes: number;
}

interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

// pg-boss hands JSON payloads over as objects; PostgreSQL reads their text.
const asParameter = (value: unknown) =>
  value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)
    ? JSON.stringify(value)
    : value;

// pg-boss sends its maintenance as one string of statements (BEGIN; …; COMMIT).
// If one fails, the connection is left inside a failed transaction: it is
// rolled back before anyone else uses that connection.
const ROLLBACK = "ROLLBACK";

function pgliteExecutor(pglite: NonNullable<ReturnType<typeof embeddedDb>>): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values.map(asParameter))).rows };
      // Several statements: only exec takes those. PGlite is this process's one connection.
      try {
        const results = await pglite.exec(text);
        const withRows = results.filter((r) => r.fields.length > 0);
        return { rows: withRows.at(-1)?.rows ?? [] };
      } catch (error) {
        await pglite.exec(ROLLBACK).catch(() => undefined);
        throw error;
      }
    },
  };
}

function poolExecutor(pool: NonNullable<ReturnType<typeof postgresPool>>): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pool.query(text, values.map(asParameter))).rows };
      const client = await pool.connect();
      try {
        // pg answers several statements with one result each.
        const result: QueryResult | QueryResult[] = await client.query(text);
        const results: QueryResult[] = Array.isArray(result) ? (result as QueryResult[]) : [result];
        const withRows = results.filter((r) => r.fields.length > 0);
        return { rows: withRows.at(-1)?.rows ?? [] };
      } catch (error) {
        await client.query(ROLLBACK).catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

function connectionExecutor(): Executor {
  const pool = postgresPool();
  if (pool) return poolExecutor(pool);
  const pglite = embeddedDb();
  if (!pglite) throw new Error("no database to run jobs on");
  return pgliteExecutor(pglite);
}

/** An executor inside one of the app's transactions: the job exists exactly when the transaction commits. */
export function transactionExecutor(tx: Prisma.TransactionClient): Executor {
  return {
    executeSql: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(asParameter)) }),
  };
}

interface Holder {
  boss: Promise<PgBoss> | null;
  queues: Map<string, Promise<void>>;
}

// One per process: Next bundles route handlers and instrumentation separately.
const HOLDER = Symbol.for("dreamscape.jobs.queue");
function holder(): Holder {
  const global = globalThis as unknown as Record<symbol, Holder | undefined>;
  global[HOLDER] ??= { boss: null, queues: new Map() };
  return global[HOLDER];
}

/** Finished jobs (completed or failed for good) move to the archive after this long. */
export const ARCHIVE_AFTER_SECONDS = 3_600;
/** Archived jobs are dropped this long after they were archived. */
export const DELETE_AFTER_HOURS = 12;
/**
 * How often pg-boss's maintenance runs (by one server of the deployment at a
 * time). It also hands back the jobs of a server that died, once their lease
 * has run out: on PostgreSQL that should not wait long; PGlite is one process.
 */
const MAINTENANCE_SECONDS = env.DATABASE_URL ? 10 : 30;

/** The process's pg-boss, started (its schema created or migrated) on first use. */
export function boss(): Promise<PgBoss> {
  const h = holder();
  h.boss ??= (async () => {
    const instance = new PgBoss({
      db: connectionExecutor(),
      supervise: true,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      schedule: false,
      // Job data (a dream's id, an address for reset mail) is not kept longer than needed.
      archiveCompletedAfterSeconds: ARCHIVE_AFTER_SECONDS,
      archiveFailedAfterSeconds: ARCHIVE_AFTER_SECONDS,
      deleteAfterHours: DELETE_AFTER_HOURS,
    });
    instance.on("error", (error: Error) => console.error("[jobs]", error.message));
    await instance.start();
    return instance;
  })().catch((error: unknown) => {
    h.boss = null;
    h.queues.clear();
    throw error;
  });
  return h.boss;
}

/**
 * Creates the queue once per process, or brings an existing one's options
 * (lease, retries, retention) up to this version's: pg-boss keeps a queue's
 * options from its creation otherwise.
 */
export async function ensureQueue(spec: QueueSpec): Promise<PgBoss> {
  const instance = await boss();
  const h = holder();
  let created = h.queues.get(spec.name);
  if (!created) {
    const { name, ...options } = spec;
    created = (async () => {
      await instance.createQueue(name, { name, ...options });
      await instance.updateQueue(name, { name, ...options });
    })().catch((error: unknown) => {
      h.queues.delete(spec.name);
      throw error;
    });
    h.queues.set(spec.name, created);
  }
  await created;
  return instance;
}

export interface SendOptions {
  /** Inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Prisma.TransactionClient;
  singletonKey?: string;
  /** Seconds from now (fractions allowed). */
  startAfter?: number;
  /**
   * Due at this instant (a scheduled job, maybe days ahead): taken by the
   * workers' regular poll when it falls due, so nobody is woken now.
   */
  startAt?: Date;
}

/**
 * Queues a job. Returns its id, or null when the queue's policy folded it
 * into one already waiting (same singletonKey). Workers on every server are
 * woken at once, rather than at their next poll.
 */
export async function sendJob(spec: QueueSpec, data: object, options: SendOptions = {}): Promise<string | null> {
  const instance = await ensureQueue(spec);
  const id = await instance.send(spec.name, data, {
    ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.startAt ? { startAfter: options.startAt } : {}),
  });
  if (!id || options.startAt) return id;
  if (options.startAfter) wakeHereAfter(spec.name, options.startAfter * 1000);
  else await notify(spec.name, options.tx);
  return id;
}

/** Deletes a job still waiting to be taken (a plan that changed); one running or done is left alone. */
export async function dropWaitingJob(spec: QueueSpec, id: string, tx?: Prisma.TransactionClient): Promise<void> {
  await (tx ?? db()).$executeRaw`
    DELETE FROM pgboss.job WHERE name = ${spec.name} AND id = ${id}::uuid AND state IN ('created', 'retry')`;
}

/** Whether a job of this queue is waiting and due: one indexed read, before a worker leases anything to take it. */
export async function hasReadyJob(queue: string): Promise<boolean> {
  const rows = await db().$queryRaw<unknown[]>`
    SELECT 1 FROM pgboss.job WHERE name = ${queue} AND state < 'active' AND start_after < now() LIMIT 1`;
  return rows.length > 0;
}

/** pg-boss's maintenance in full, now (tests; servers run it every MAINTENANCE_SECONDS). */
export async function maintainJobs(): Promise<void> {
  const instance = await boss();
  await instance.maintain();
}

/** Stops this process's pg-boss (shutdown, tests); running jobs are the worker's business. */
export async function stopQueue(): Promise<void> {
  const h = holder();
  const running = h.boss;
  h.boss = null;
  h.queues.clear();
  if (running) await (await running.catch(() => null))?.stop({ graceful: false, close: false });
}

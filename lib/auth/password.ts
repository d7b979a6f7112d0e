// Password hashing off the event loop: bcrypt (cost 12, ~0.28 s of CPU per
// call) runs in a small pool of worker threads (piscina), so a flood of logins
// slows down logins, not every other request.
import "server-only";
import { availableParallelism } from "node:os";
import Piscina from "piscina";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

/** bcrypt work factor: 12, about 0.3 s per hash on this project's machines (PASSWORD_HASH_COST, lib/env.ts). */
export const BCRYPT_COST = env.PASSWORD_HASH_COST;

/**
 * Calls waiting for a thread beyond this are refused with 503 at once: at
 * ~0.28 s each, a longer queue would only make every caller time out.
 */
export const HASH_QUEUE_LIMIT = 64;

// One core stays with the event loop; on a 2-core machine that means one hashing thread.
const THREADS = Math.max(1, availableParallelism() - 1);

let pool: Piscina | null = null;

function hashPool(): Piscina {
  pool ??= new Piscina({
    // Resolved from the project root: the worker is plain JavaScript loaded as
    // is, outside Next's bundles (npm start, next start and Vitest all run there).
    filename: `${process.cwd()}/lib/auth/bcrypt.worker.mjs`,
    minThreads: 1,
    maxThreads: THREADS,
    maxQueue: HASH_QUEUE_LIMIT,
    idleTimeout: 60_000,
  });
  return pool;
}

async function run<T>(name: "hash" | "compare", task: object): Promise<T> {
  const workers = hashPool();
  if (workers.queueSize >= HASH_QUEUE_LIMIT) {
    throw new AppError("service_unavailable", "serverBusy", { headers: { "Retry-After": "5" } });
  }
  return (await workers.run(task, { name })) as T;
}

export async function hashPassword(password: string): Promise<string> {
  const hash = await run<unknown>("hash", { password, cost: BCRYPT_COST });
  if (typeof hash !== "string") throw new Error("bcrypt worker returned no hash");
  return hash;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await run<unknown>("compare", { password, hash })) === true;
}

/**
 * A hash of a random string nobody knows, at the same cost as every account's,
 * compared against when the e-mail is unknown so both answers take as long.
 * At cost 12 it is precomputed (hashing it at start-up would take 0.3 s of a
 * hashing thread); at a test's lower cost it is made once, on first use.
 */
const DUMMY_HASH_COST_12 = "$2b$12$65nggcJ6SoK.7715Eg0JT.7OrF47cQlJvPuuw/9ZHCZSzNBzPf.2.";
let dummy: Promise<string> | null = null;

export function dummyHash(): Promise<string> {
  dummy ??=
    BCRYPT_COST === 12
      ? Promise.resolve(DUMMY_HASH_COST_12)
      : hashPassword(`${Math.random()}${Date.now()}`).catch((error: unknown) => {
          dummy = null;
          throw error;
        });
  return dummy;
}

export async function spendPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await dummyHash());
}

/** bcrypt calls finished so far (tests check which requests hash and which do not). */
export const hashesDone = (): number => pool?.completed ?? 0;

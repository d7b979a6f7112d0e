// Password hashing off the event loop: bcrypt (cost 12, ~0.28 s of CPU per
// call) runs in a small pool of worker threads (piscina), so a flood of logins
// slows down logins, not every other request.
import "server-only";
import { availableParallelism } from "node:os";
import Piscina from "piscina";
import { AppError } from "@/lib/errors/app-error";

/** bcrypt work factor (PRODUCT.md): about 0.3 s per hash on this project's machines. */
export const BCRYPT_COST = 12;

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

// A cost-12 hash of a random string nobody knows, compared against when the
// e-mail is unknown so both answers take as long (precomputed: hashing it at
// start-up would block the event loop for 0.3 s).
const DUMMY_HASH = "$2b$12$65nggcJ6SoK.7715Eg0JT.7OrF47cQlJvPuuw/9ZHCZSzNBzPf.2.";

export async function spendPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}

/** bcrypt calls finished so far (tests check which requests hash and which do not). */
export const hashesDone = (): number => pool?.completed ?? 0;

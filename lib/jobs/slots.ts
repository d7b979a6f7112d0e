// A cluster-wide cap on calls to the external AI provider: AI_CONCURRENCY
// slots in the table "ai_slots", leased by whoever calls. Every server takes
// slots from the same rows, so N servers together never run more than
// AI_CONCURRENCY calls at once. A lease ends by itself: a server killed while
// holding one (SIGKILL, a lost machine) frees its slot when the lease runs
// out, and no slot is lost for good.
import "server-only";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

/** This process, as a slot's holder. */
export const HOLDER = `${hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`;

let prepared: Promise<void> | null = null;

/** The slot rows exist for 0..AI_CONCURRENCY-1 (rows past it are ignored, so lowering the cap needs no cleanup). */
function prepare(): Promise<void> {
  prepared ??= db()
    .$executeRaw`INSERT INTO "ai_slots" ("slot") SELECT generate_series(0, ${env.AI_CONCURRENCY - 1}) ON CONFLICT DO NOTHING`
    .then(() => undefined)
    .catch((error: unknown) => {
      prepared = null;
      throw error;
    });
  return prepared;
}

/** Leases up to `count` free slots for `leaseMs`; returns their numbers (maybe none). */
export async function acquireSlots(count: number, leaseMs: number): Promise<number[]> {
  if (count <= 0) return [];
  await prepare();
  const rows = await db().$queryRaw<{ slot: number }[]>`
    UPDATE "ai_slots" SET "holder" = ${HOLDER},
           "until" = (now() AT TIME ZONE 'UTC') + ${leaseMs} * interval '1 millisecond'
    WHERE "slot" IN (
      SELECT "slot" FROM "ai_slots"
      WHERE "slot" < ${env.AI_CONCURRENCY} AND ("holder" IS NULL OR "until" < (now() AT TIME ZONE 'UTC'))
      ORDER BY "slot" LIMIT ${count}
      FOR UPDATE SKIP LOCKED)
    RETURNING "slot"`;
  return rows.map((r) => r.slot);
}

/** Gives slots back (only those this process still holds). */
export async function releaseSlots(slots: number[]): Promise<void> {
  if (slots.length === 0) return;
  await db().$executeRaw`
    UPDATE "ai_slots" SET "holder" = NULL, "until" = NULL
    WHERE "slot" = ANY(${slots}::int[]) AND "holder" = ${HOLDER}`;
}

/**
 * Runs `call` holding one slot, waiting up to `waitMs` for one to be free.
 * Returns null, without calling, when none was free in time.
 */
export async function withSlot<T>(leaseMs: number, waitMs: number, call: () => Promise<T>): Promise<{ value: T } | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [slot] = await acquireSlots(1, leaseMs);
    if (slot !== undefined) {
      try {
        return { value: await call() };
      } finally {
        await releaseSlots([slot]).catch((error: unknown) => console.warn("[jobs] could not release an AI slot:", error));
      }
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

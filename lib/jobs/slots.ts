// A cluster-wide cap on calls to the external AI provider: AI_CONCURRENCY
// slots in the table "ai_slots", leased by whoever calls. Every server takes
// slots from the same rows, so N servers together never run more than
// AI_CONCURRENCY calls at once.
//
// - Each lease has its own token (written as the slot's holder), so a release
//   frees only the lease it names: a call that outlived its lease, whose slot
//   was leased again since, frees nothing of the newer lease.
// - A lease is renewed while its call runs (`keepLeases`), so it lasts as long
//   as the call, however long the database work around the call takes. A
//   server killed while holding one (SIGKILL, a lost machine) stops renewing,
//   and its slot is free once the lease runs out: no slot is lost for good.
// - A release announces itself on the channel dreamscape_slots: whoever waits
//   for a slot (an analysis, a worker) tries again at once rather than polling.
import "server-only";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { listening, onNotification, onReconnect, startListening } from "@/lib/db/notifications";
import { env } from "@/lib/env";

/** This process, as the first part of a lease's holder (operators see who holds what). */
const PROCESS = `${hostname()}/${process.pid}`;

export interface SlotLease {
  slot: number;
  /** Written as the slot's holder: only this lease matches it. */
  holder: string;
}

/** While the listener is down, a release may go unheard: waiters look again this often. */
const UNHEARD_RETRY_MS = 1_000;

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

const newHolder = () => `${PROCESS}/${randomBytes(8).toString("hex")}`;

/** Leases up to `count` free slots for `leaseMs`, each with its own token; returns them (maybe none). */
export async function acquireSlots(count: number, leaseMs: number): Promise<SlotLease[]> {
  if (count <= 0) return [];
  await prepare();
  const holders = Array.from({ length: count }, newHolder);
  // The n-th free slot gets the n-th token.
  const rows = await db().$queryRaw<SlotLease[]>`
    WITH free AS (
      SELECT "slot", row_number() OVER (ORDER BY "slot") AS n FROM (
        SELECT "slot" FROM "ai_slots"
        WHERE "slot" < ${env.AI_CONCURRENCY} AND ("holder" IS NULL OR "until" < (now() AT TIME ZONE 'UTC'))
        ORDER BY "slot" LIMIT ${count}
        FOR UPDATE SKIP LOCKED) AS s)
    UPDATE "ai_slots" a SET "holder" = (${holders}::text[])[free.n::int],
           "until" = (now() AT TIME ZONE 'UTC') + ${leaseMs} * interval '1 millisecond'
    FROM free WHERE a."slot" = free."slot"
    RETURNING a."slot", a."holder"`;
  return rows.map(({ slot, holder }) => ({ slot, holder }));
}

/** Gives leases back: each frees its slot only if that slot is still its own; others waiting are told. */
export async function releaseSlots(leases: readonly SlotLease[]): Promise<void> {
  if (leases.length === 0) return;
  const freed = await db().$executeRaw`
    UPDATE "ai_slots" SET "holder" = NULL, "until" = NULL
    WHERE ("slot", "holder") IN (SELECT * FROM unnest(${leases.map((l) => l.slot)}::int[], ${leases.map((l) => l.holder)}::text[]))`;
  if (freed > 0) await db().$executeRaw`SELECT pg_notify('dreamscape_slots', '')`;
}

/** Extends leases still held to `leaseMs` from now; returns how many are still held. */
export async function renewSlots(leases: readonly SlotLease[], leaseMs: number): Promise<number> {
  if (leases.length === 0) return 0;
  return db().$executeRaw`
    UPDATE "ai_slots" SET "until" = (now() AT TIME ZONE 'UTC') + ${leaseMs} * interval '1 millisecond'
    WHERE ("slot", "holder") IN (SELECT * FROM unnest(${leases.map((l) => l.slot)}::int[], ${leases.map((l) => l.holder)}::text[]))`;
}

/**
 * Renews `leases` every third of `leaseMs` until the returned function is
 * called, so they outlast the call they guard. A lease found taken (it ran
 * out while the database was away) is reported: the cap may be exceeded once.
 */
export function keepLeases(leases: readonly SlotLease[], leaseMs: number): () => void {
  if (leases.length === 0) return () => undefined;
  const timer = setInterval(
    () => {
      renewSlots(leases, leaseMs)
        .then((held) => {
          if (held < leases.length) console.warn(`[jobs] ${leases.length - held} AI slot lease(s) ran out during a call`);
        })
        .catch((error: unknown) =>
          console.warn("[jobs] could not renew an AI slot lease:", error instanceof Error ? error.message : error),
        );
    },
    Math.max(1_000, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** When the earliest lease held now runs out (a holder that died frees its slot silently then); null when none is held. */
async function nextLeaseEnd(): Promise<number | null> {
  const [row] = await db().$queryRaw<{ ms: number | null }[]>`
    SELECT (EXTRACT(EPOCH FROM (min("until") - (now() AT TIME ZONE 'UTC'))) * 1000)::float8 AS ms
    FROM "ai_slots" WHERE "slot" < ${env.AI_CONCURRENCY} AND "holder" IS NOT NULL`;
  return row?.ms == null ? null : Math.max(0, row.ms);
}

/** Why a wait for a slot ended: a release was announced, a lease ran out, the listener is down (look again), or time is up. */
export type WakeReason = "released" | "lease_end" | "unheard" | "timeout";

export interface SlotWait {
  /** Resolves when a slot is released anywhere, when the earliest lease runs out, or after `ms`. */
  until(ms: number): Promise<WakeReason>;
  cancel(): void;
}

/**
 * Starts listening for released slots now: call it before trying to lease,
 * so a release between a failed try and the wait is not missed.
 */
export function slotReleases(): SlotWait {
  startListening();
  let wake: (() => void) | null = null;
  let released = false;
  const fire = () => {
    released = true;
    wake?.();
  };
  // A reconnected listener may have missed a release: look again.
  const unsubscribe = [onNotification("dreamscape_slots", fire), onReconnect(fire)];
  return {
    cancel: () => unsubscribe.forEach((stop) => stop()),
    async until(ms) {
      const leaseEnd = released ? null : await nextLeaseEnd().catch(() => null);
      if (released) return "released";
      const waits: [number, WakeReason][] = [[ms, "timeout"]];
      // At least a moment: a lease just run out may be locked by another server taking it.
      if (leaseEnd !== null) waits.push([leaseEnd + 50, "lease_end"]);
      if (!listening()) waits.push([UNHEARD_RETRY_MS, "unheard"]);
      const [wait, reason] = waits.reduce((a, b) => (b[0] < a[0] ? b : a));
      return new Promise<WakeReason>((resolve) => {
        const timer = setTimeout(() => resolve(reason), wait);
        wake = () => {
          clearTimeout(timer);
          resolve("released");
        };
      }).finally(() => {
        wake = null;
      });
    },
  };
}

/**
 * Runs `call` holding one slot (renewed while it runs), waiting up to
 * `waitMs` for one to be free. Returns null, without calling, when none was
 * free in time.
 */
export async function withSlot<T>(leaseMs: number, waitMs: number, call: () => Promise<T>): Promise<{ value: T } | null> {
  const lease = await leaseOne(leaseMs, Date.now() + waitMs);
  if (!lease) return null;
  const stop = keepLeases([lease], leaseMs);
  try {
    return { value: await call() };
  } finally {
    stop();
    await releaseSlots([lease]).catch((error: unknown) => console.warn("[jobs] could not release an AI slot:", error));
  }
}

/** One lease, waiting (woken by releases) until `deadline`; null when none was free by then. */
async function leaseOne(leaseMs: number, deadline: number): Promise<SlotLease | null> {
  for (;;) {
    const releases = slotReleases();
    try {
      const [lease] = await acquireSlots(1, leaseMs);
      if (lease) return lease;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await releases.until(left);
    } finally {
      releases.cancel();
    }
  }
}

// Whether this server may be sent requests (GET /api/health): it is not
// stopping, its database answers a round trip within a second, the listener
// that hears other servers' changes is connected (without it caches are
// bypassed and jobs announced elsewhere wait for the next poll), and its job
// worker runs. Liveness (GET /api/health/live) asks none of this: a server
// whose database is away is alive, and restarting it would not help.
//
// What a probe answers names failed checks only: no versions, addresses or
// error texts. Why a check failed goes to the server's log, once per change.
import "server-only";
import { db } from "@/lib/db";
import { listening } from "@/lib/db/notifications";
import { workerRunning } from "@/lib/jobs/worker";
import { shuttingDown } from "@/lib/shutdown";

export type ReadinessCheck = "shutdown" | "database" | "notifications" | "jobs";

/** The longest a probe waits for the database. */
export const DATABASE_TIMEOUT_MS = 1_000;
/** A round trip still unanswered after this long is given up on: the next probe asks again. */
const ABANDON_AFTER_MS = 10_000;

export interface ServerState {
  /** One round trip to the database; rejects when it fails. */
  roundTrip: () => Promise<unknown>;
  listening: () => boolean;
  workerRunning: () => boolean;
  shuttingDown: () => boolean;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

/** A readiness check over `state`: resolves with the checks that failed (none: ready). */
export function readinessOf(state: ServerState): () => Promise<ReadinessCheck[]> {
  // One round trip at a time, shared by concurrent probes, so probes cannot fill the pool.
  let pending: { started: number; answer: Promise<string | null> } | null = null;
  let reported = "";

  function ask(): Promise<string | null> {
    const now = Date.now();
    if (!pending || now - pending.started > ABANDON_AFTER_MS) {
      const trip = {
        started: now,
        answer: state.roundTrip().then(
          () => null,
          (error: unknown) => firstLine(error),
        ),
      };
      void trip.answer.finally(() => {
        if (pending === trip) pending = null;
      });
      pending = trip;
    }
    return pending.answer;
  }

  async function databaseProblem(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${DATABASE_TIMEOUT_MS} ms`), DATABASE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([ask(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  function report(failed: ReadinessCheck[], why: string | null): void {
    const now = failed.join(",");
    if (now === reported) return;
    reported = now;
    if (failed.length === 0) console.log("[health] ready");
    else console.warn(`[health] not ready: ${failed.join(", ")}${why ? ` (database: ${why})` : ""}`);
  }

  return async () => {
    // A stopping server is taken out of rotation at once, whatever else holds.
    if (state.shuttingDown()) return ["shutdown"];
    const failed: ReadinessCheck[] = [];
    const problem = await databaseProblem();
    if (problem) failed.push("database");
    if (!state.listening()) failed.push("notifications");
    if (!state.workerRunning()) failed.push("jobs");
    report(failed, problem);
    return failed;
  };
}

/** This process's readiness. */
export const readiness = readinessOf({
  roundTrip: () => db().$queryRaw`SELECT 1`,
  listening,
  workerRunning,
  shuttingDown,
});

// A server's stop (a deploy, a scale-down): scripts/server.ts marks the
// process as stopping the moment SIGTERM arrives (readiness answers 503 from
// then on, lib/probes/readiness.ts, and long requests such as an import learn
// how long they have left), stops accepting connections, and awaits the hooks
// below while the requests in progress finish.
// Kept on globalThis because the server script and Next's bundles do not
// share module instances. Free of "server-only": the server script imports it.
const STATE = Symbol.for("dreamscape.shutdown.state");

type Hook = () => Promise<void>;

/**
 * "drain" hooks run at once, beside the requests still finishing (the job
 * worker stops taking jobs and lets running ones end); "close" hooks run once
 * those requests and the drain hooks are done (the queue, the listener), so
 * that nothing a last request needs is closed under it.
 */
export type ShutdownStage = "drain" | "close";

interface State {
  hooks: Record<ShutdownStage, Hook[]>;
  /** When the requests in progress must have ended (ms since the epoch); null while serving. */
  deadline: number | null;
}

function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>;
  holder[STATE] ??= { hooks: { drain: [], close: [] }, deadline: null };
  return holder[STATE];
}

export function onShutdown(hook: Hook, stage: ShutdownStage = "drain"): void {
  state().hooks[stage].push(hook);
}

/** Marks the process as stopping; requests in progress have until `deadline` (ms since the epoch). */
export function beginShutdown(deadline: number): void {
  state().deadline ??= deadline;
}

/** Whether this process is stopping: it must not be sent new work. */
export const shuttingDown = (): boolean => state().deadline !== null;

/** How many milliseconds the requests in progress have left; null while serving. */
export function shutdownTimeLeft(now = Date.now()): number | null {
  const { deadline } = state();
  return deadline === null ? null : Math.max(0, deadline - now);
}

/** Runs one stage's hooks (scripts/server.ts, tests); a failing hook does not stop the others. */
export async function runShutdownHooks(stage: ShutdownStage = "drain"): Promise<void> {
  const all = state().hooks[stage].splice(0);
  await Promise.allSettled(all.map((hook) => hook()));
}

/** Serving again (tests that stop and restart the process's parts). */
export function endShutdown(): void {
  state().deadline = null;
}

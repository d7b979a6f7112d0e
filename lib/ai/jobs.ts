// Interpretations by an external provider run after the answer has gone out,
// a few at a time. In this process: a restart loses nothing, since a dream
// still pending after PENDING_TIMEOUT_MS is finished by the built-in
// interpreter the next time it is read (lib/dreams/interpretation.ts).
import "server-only";

const CONCURRENCY = 4;
const waiting: (() => Promise<void>)[] = [];
const running = new Set<Promise<void>>();

function next() {
  while (running.size < CONCURRENCY && waiting.length > 0) {
    const task = waiting.shift();
    if (!task) return;
    const run: Promise<void> = task()
      .catch((error: unknown) => console.error("[ai] background interpretation failed:", error))
      .finally(() => {
        running.delete(run);
        next();
      });
    running.add(run);
  }
}

export function runInBackground(task: () => Promise<void>): void {
  waiting.push(task);
  next();
}

/** Resolves once nothing is running or waiting (tests, shutdown). */
export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0 || waiting.length > 0) await Promise.allSettled([...running]);
}

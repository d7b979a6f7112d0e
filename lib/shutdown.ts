// What must happen before the process exits on SIGTERM (a deploy, a scale
// down): scripts/server.ts stops accepting requests, then awaits these.
// Kept on globalThis because the server script and Next's bundles do not
// share module instances.
const HOOKS = Symbol.for("dreamscape.shutdown");

type Hook = () => Promise<void>;

function hooks(): Hook[] {
  const holder = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  holder[HOOKS] ??= [];
  return holder[HOOKS];
}

export function onShutdown(hook: Hook): void {
  hooks().push(hook);
}

/** Runs every hook (scripts/server.ts, tests); a failing hook does not stop the others. */
export async function runShutdownHooks(): Promise<void> {
  const all = hooks().splice(0);
  await Promise.allSettled(all.map((hook) => hook()));
}

// Runs once when a server process starts (not during `next build`): refuses
// an unsafe configuration, says what the configuration cannot do, opens the
// database and starts the job worker (lib/startup.ts). The Node.js-only work
// is imported inside the Node.js branch, which Next drops from the Edge
// build of this file (so that build does not warn about process.exit).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startOrExit } = await import("@/lib/startup");
    await startOrExit();
  }
}

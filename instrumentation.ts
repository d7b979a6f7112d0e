// Runs once when a server process starts (not during `next build`): refuses
// an unsafe configuration, says what the configuration cannot do, opens the
// database and starts the job worker (lib/startup.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerWork, startupErrors, startupWarnings } = await import("@/lib/startup");
  const errors = startupErrors();
  for (const error of errors) console.error(`[dreamscape] ${error}`);
  if (errors.length > 0) process.exit(1);
  for (const warning of startupWarnings()) console.warn(`[dreamscape] ${warning}`);
  try {
    await startServerWork();
  } catch (error) {
    console.error(`[dreamscape] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

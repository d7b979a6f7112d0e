// Runs once when the server starts: says what the configuration cannot do,
// before a user finds out.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startupWarnings } = await import("@/lib/startup");
  for (const warning of startupWarnings()) console.warn(`[dreamscape] ${warning}`);
}

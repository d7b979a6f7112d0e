// Recognises "the database is not there right now" (a PostgreSQL restart,
// killed connections, a full pool), which the handler answers with 503 and
// Retry-After instead of a 500: the client can simply try again.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// Prisma: can't reach, timed out, server closed the connection, pool timeout.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// Node sockets and PostgreSQL's SQLSTATEs for shutdown and connection failure.
const DRIVER_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown (pg_terminate_backend, restart)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "08000",
  "08001",
  "08003",
  "08006",
]);
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)|Client was closed|Connection ended/i;

function codeOf(error: object): string | undefined {
  const code = "code" in error ? error.code : undefined;
  return typeof code === "string" ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Driver adapters wrap the pg error; walk the chain of causes.
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const code = codeOf(current);
    if (code && (PRISMA_CODES.has(code) || DRIVER_CODES.has(code))) return true;
    if (current instanceof Error && DRIVER_MESSAGES.test(current.message)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

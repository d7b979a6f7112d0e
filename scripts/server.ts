// DreamScape's HTTP server: Next's request handler behind a plain Node server,
// so that the app knows two things `next start` cannot tell it:
// - where it listens (HOST, default 127.0.0.1: only this machine can reach it
//   unless HOST says otherwise), which decides whether password-reset links
//   may be shown in the app when no mail transport is configured;
// - the address of the socket each request came from, passed in a header
//   that is overwritten on every request, so clients cannot choose it.
// It also answers requests whose method Next does not route (TRACE,
// PROPFIND…) with a 405 before Next fails on them (lib/api/unrouted.ts), and
// stops gracefully on SIGTERM (below).
// Usage: tsx scripts/server.ts [--dev]   (PORT, default 3000; HOST)
// In production it runs compiled (npm run build writes dist/server.js), so a
// server needs only the production dependencies.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { loadEnvConfig } from "@next/env";
import next from "next";
import { FORWARDED_HEADER, PEER_HEADER } from "../lib/domain/wire.mjs";
import { unroutedAnswer } from "../lib/api/unrouted";
import { drainer } from "../lib/server/drain";
import { beginShutdown, runShutdownHooks, shuttingDown } from "../lib/shutdown";

/** How long requests in progress (and running jobs) may take to finish once SIGTERM arrives. */
const SHUTDOWN_LIMIT_MS = 25_000;
/** Then the queue and the listener close; the process is gone well before an orchestrator's SIGKILL at 30 s. */
const CLOSE_LIMIT_MS = 3_000;

const dev = process.argv.includes("--dev");
loadEnvConfig(process.cwd(), dev);

const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`PORT must be a number from 1 to 65535 (got "${process.env.PORT}")`);
  process.exit(1);
}
if (host !== "localhost" && !isIP(host.replace(/^\[|\]$/g, ""))) {
  console.error(`HOST must be an IP address or "localhost" (got "${host}"); use 0.0.0.0 or :: to listen everywhere`);
  process.exit(1);
}
// Read by lib/env.ts: the listening address, and that peer addresses can be trusted.
process.env.DREAMSCAPE_LISTEN_HOST = host;

// Next writes a loopback address as "localhost" in the URLs its proxy sees, and
// treats a rewrite to another origin than its own as one to proxy over the
// network: on loopback, its own origin must be named "localhost" too, or
// proxy.ts's rewrites (every page, under its language) would leave the server.
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;
const app = next({ dev, hostname: LOOPBACK.test(host) ? "localhost" : host, port });
const handle = app.getRequestHandler();

async function main() {
  await app.prepare();
  const server = createServer();
  const drain = drainer(server);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    drain.track(res);
    // TRACE, PROPFIND and the like: Next would fail on them (lib/api/unrouted.ts).
    const refused = unroutedAnswer(req.method ?? "", req.url ?? "/", (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    });
    if (refused) {
      res.statusCode = refused.status;
      for (const [name, value] of Object.entries(refused.headers)) res.setHeader(name, value);
      res.end(refused.body);
      return;
    }
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    req.headers[FORWARDED_HEADER] = req.headers["x-forwarded-for"] ? "1" : "0";
    void handle(req, res);
  });
  // Slow clients may not hold sockets forever (slowloris).
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  // Idle keep-alive sockets stay open longer than the balancer keeps its own
  // (nginx's upstream keepalive_timeout, 60 s): closed first by this side, a
  // socket the balancer (or a test's client) reuses at that moment fails with
  // ECONNRESET, and a POST sent on it is not retried.
  server.keepAliveTimeout = 65_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} on ${host} is already in use: stop the other server or set PORT.`
        : error.message,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const shown = host.includes(":") ? `[${host}]` : host;
    console.log(`DreamScape ${dev ? "(development) " : ""}listening on http://${shown}:${port}`);
  });

  // LOOP_MONITOR=1: log every second in which the event loop was blocked for
  // more than 20 ms (npm run bench reads it; useful when diagnosing stalls).
  if (process.env.LOOP_MONITOR === "1") {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    setInterval(() => {
      const max = delay.max / 1e6;
      if (max > 20) console.log(`[loop] longest block in the last second: ${max.toFixed(1)} ms`);
      delay.reset();
    }, 1000).unref();
  }

  // A deploy or a scale-down: readiness answers 503 at once (lib/shutdown.ts);
  // no new connections; requests in progress finish, within SHUTDOWN_LIMIT_MS
  // (an import stops in time to say what it stored, lib/dreams/import.ts);
  // the job worker takes no new jobs and its running ones finish or go back to
  // the queue for another server (lib/startup.ts); then the queue and the
  // listener close, and the process exits 0.
  const shutdown = async (signal: string) => {
    if (shuttingDown()) return;
    console.log(`${signal}: closing`);
    beginShutdown(Date.now() + SHUTDOWN_LIMIT_MS);
    setTimeout(() => process.exit(0), SHUTDOWN_LIMIT_MS + CLOSE_LIMIT_MS).unref();
    const [cut] = await Promise.all([drain.stop(SHUTDOWN_LIMIT_MS), runShutdownHooks("drain")]);
    if (cut > 0) console.warn(`${signal}: ${cut} connection(s) still busy after ${SHUTDOWN_LIMIT_MS / 1000} s were closed`);
    await runShutdownHooks("close");
    console.log(`${signal}: stopped`);
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

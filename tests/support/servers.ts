// Production servers of this build, started as a deployment starts them, for
// the tests and the bench that need more than one: each is one process
// (`node --import tsx scripts/server.ts`, no npx or shell in between), so a
// signal sent to it reaches the server itself, as an orchestrator's would.
// Also: a PostgreSQL database made afresh, and a round-robin proxy in front
// of several servers, as a load balancer would be.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer, request, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

export const ADMIN_URL = process.env.E2E_ADMIN_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** A fresh, migrated PostgreSQL database; returns its URL. */
export async function freshDatabase(name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  migrateDatabase({ DATABASE_URL: url.toString() });
  return url.toString();
}

/** Applies the migrations (scripts/migrate.ts) to the database the environment names. */
export function migrateDatabase(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migrations failed:\n${result.stdout}\n${result.stderr}`);
}

export interface AppServer {
  name: string;
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  log(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Run the server under this command, e.g. ["unshare", "--pid", "--fork", "--mount-proc"]. */
  wrapper?: string[];
  /** Resolve once it exits instead of once it answers (for servers that must refuse to start). */
  expectExit?: boolean;
}

/** Starts `scripts/server.ts` in production mode and waits until /auth answers. */
export async function startServer({ name, port, env, wrapper = [], expectExit = false }: StartOptions): Promise<AppServer> {
  const base = `http://127.0.0.1:${port}`;
  const command = [...wrapper, process.execPath, "--import", "tsx", "scripts/server.ts"];
  const child = spawn(command[0], command.slice(1), {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const server: AppServer = {
    name,
    base,
    port,
    child,
    log: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) {
        // A wrapper such as unshare does not pass signals on: the server is its child.
        if (wrapper.length) spawnSync("pkill", [`-${signal.replace(/^SIG/, "")}`, "-P", String(child.pid)]);
        else child.kill(signal);
      }
      return exited;
    },
  };
  if (expectExit) {
    const timeout = setTimeout(() => void server.stop("SIGKILL"), 90_000);
    await exited;
    clearTimeout(timeout);
    return server;
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited at start:\n${output}`);
    try {
      if ((await fetch(`${base}/auth`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop("SIGKILL");
  throw new Error(`${name} did not start within 2 minutes:\n${output}`);
}

export interface Balancer {
  base: string;
  /** Requests each upstream was given, by base URL. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A round-robin HTTP proxy on 127.0.0.1, as a load balancer in front of
 * identical servers: it appends the client's address to X-Forwarded-For,
 * so the servers run with TRUST_PROXY=1.
 */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  let next = 0;
  const counts = new Map(upstreams.map((u) => [u, 0]));
  const server: HttpServer = createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    counts.set(target.origin, (counts.get(target.origin) ?? 0) + 1);
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Shared by the bench scenarios: databases, the production server, sign-in,
// and a latency probe that runs beside a load.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, statSync } from "node:fs";
import pg from "pg";
import { migrate } from "../../lib/db/migrate";
import { pgliteFolderRunner, postgresRunner } from "../../lib/db/runners";

export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_bench";
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const PASSWORD = "bench password";
export const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function recreatePostgres(url = BENCH_URL) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const runner = await postgresRunner(url);
  await migrate(runner);
  await runner.close();
}

export async function recreatePglite(dir: string) {
  execFileSync("rm", ["-rf", dir, `${dir}.lock`]);
  const runner = await pgliteFolderRunner(dir);
  await migrate(runner);
  await runner.close();
}

let built = false;
/** Builds once per bench run (BENCH_SKIP_BUILD=1 reuses an existing build). */
export function ensureBuild() {
  if (built || (process.env.BENCH_SKIP_BUILD && existsSync(".next/BUILD_ID"))) return;
  execFileSync("npx", ["next", "build"], { stdio: "ignore" });
  built = true;
}

export interface Server {
  base: string;
  /** The longest event-loop block the server logged (LOOP_MONITOR) since `mark()`. */
  longestBlockSince(mark: number): number;
  /** A position in the server's log. */
  mark(): number;
  stop(): Promise<void>;
}

/** The production server (scripts/server.ts) on 127.0.0.1:port with the given environment. */
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  ensureBuild();
  mkdirSync(".data", { recursive: true });
  const logFile = `.data/bench-server-${port}.log`;
  const log = openSync(logFile, "a");
  const child = spawn("npx", ["tsx", "scripts/server.ts"], {
    env: {
      ...process.env,
      NEXTAUTH_SECRET: "bench-secret",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOOP_MONITOR: "1",
      ...env,
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/auth`)).ok) {
        return {
          base,
          mark: () => statSync(logFile).size,
          longestBlockSince: (mark) =>
            Math.max(
              0,
              ...[
                ...readFileSync(logFile, "utf8")
                  .slice(mark)
                  .matchAll(/\[loop\] longest block in the last second: ([\d.]+) ms/g),
              ].map((m) => Number(m[1])),
            ),
          stop: async () => {
            process.kill(-(child.pid ?? 0), "SIGTERM");
            await exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

export async function register(base: string, email: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  // The address is confirmed with the link a loopback server hands out (sharing needs a confirmed address).
  const { dev } = (await res.json()) as { dev?: string };
  const token = dev ? new URL(dev).searchParams.get("token") : null;
  if (token) {
    const confirmed = await fetch(`${base}/api/user/verification/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base, ...headers },
      body: JSON.stringify({ token }),
    });
    if (!confirmed.ok) throw new Error(`confirming the address failed: ${confirmed.status} ${await confirmed.text()}`);
  }
  return cookie;
}

export async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

export interface ProbeResult {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Requests `url` one after another until `until` settles, timing each: what a
 * signed-in user feels while something else loads the server.
 */
export async function probe(url: string, cookie: string, until: Promise<unknown>): Promise<ProbeResult> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`probe ${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return summarize(times);
}

export function summarize(times: number[]): ProbeResult {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

// npm run bench — measures, on PostgreSQL, the journal page and the Dream
// Health score for a user with 10 dreams against one with 10,000, through the
// production server (autocannon) and as bare SQL. Prints the figures; asserts
// nothing (timing belongs here, not in tests).
//
// Needs a local PostgreSQL (BENCH_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/dreamscape_bench; recreated each run)
// It builds first (BENCH_SKIP_BUILD=1 reuses an existing build).
import autocannon from "autocannon";
import bcrypt from "bcryptjs";
import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { migrate } from "../lib/db/migrate";
import { postgresRunner } from "../lib/db/runners";

const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_bench";
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = "bench password";
const SIZES = [10, 10_000];

async function recreateDatabase() {
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

/** Users and dreams straight in SQL: realistic lengths (≈300–800 chars), moods and dates. */
async function seed(client: pg.Client): Promise<Map<number, string>> {
  const hash = bcrypt.hashSync(PASSWORD, 12);
  const emails = new Map<number, string>();
  for (const size of SIZES) {
    const email = `bench-${size}@example.com`;
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO "users" ("email", "password") VALUES ($1, $2) RETURNING "id"`,
      [email, hash],
    );
    await client.query(
      `INSERT INTO "dreams" ("userId", "title", "content", "contentLength", "mood", "memoryScore", "createdAt")
       SELECT $1, 'Dream ' || g, text, char_length(text),
              (ARRAY['peaceful','mysterious','happy','anxious','sad','excited',NULL])[1 + g % 7],
              g % 5,
              now() - (g * interval '57 minutes')
       FROM generate_series(1, $2) AS g,
            LATERAL (SELECT repeat('In the evening I walked through a quiet house with my sister. ', 5 + (g % 8)) AS text) AS t`,
      [rows[0].id, size],
    );
    emails.set(size, email);
  }
  await client.query("VACUUM ANALYZE");
  return emails;
}

async function startServer(): Promise<() => void> {
  // Always build: a stale .next would measure old code.
  if (!process.env.BENCH_SKIP_BUILD || !existsSync(".next/BUILD_ID")) execFileSync("npx", ["next", "build"], { stdio: "ignore" });
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env: { ...process.env, DATABASE_URL: url, NEXTAUTH_SECRET: "bench-secret", NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/auth`)).ok) return () => process.kill(-(server.pid ?? 0));
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

async function login(email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

async function load(path: string, cookie: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 10,
    duration: DURATION,
    headers: { cookie },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, mean: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The health aggregate and the page query alone, as the server runs them. */
async function sqlTimings(client: pg.Client, userId: number, runs = 200) {
  const time = async (sql: string, params: unknown[]) => {
    for (let i = 0; i < 20; i++) await client.query(sql, params); // warm up
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) await client.query(sql, params);
    return Number(process.hrtime.bigint() - start) / 1e6 / runs;
  };
  const health = await time(
    `SELECT "mood", count(*)::int, (count(*) FILTER (WHERE "createdAt" > now() - interval '30 days'))::int,
            sum("contentLength")::float8, sum("memoryScore")::float8
     FROM "dreams" WHERE "userId" = $1 GROUP BY "mood"`,
    [userId],
  );
  const page = await time(
    `SELECT "id","title","content","interpretation","mood","shareId","createdAt" FROM "dreams"
     WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT 15 OFFSET 0`,
    [userId],
  );
  return { health, page };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  console.log(`DreamScape bench — PostgreSQL ${new URL(url).host}, ${DURATION}s per endpoint, 10 connections`);
  await recreateDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const emails = await seed(client);
  const stop = await startServer();
  try {
    const rows: string[][] = [];
    const sql: string[][] = [];
    for (const size of SIZES) {
      const email = emails.get(size) ?? "";
      const { rows: user } = await client.query<{ id: number }>(`SELECT "id" FROM "users" WHERE "email" = $1`, [email]);
      const cookie = await login(email);
      for (const path of ["/api/dreams?page=1&limit=15", "/api/dreams/health"]) {
        const r = await load(path, cookie);
        rows.push([String(size), path, r.rps.toFixed(0), ms(r.mean), ms(r.p50), ms(r.p99)]);
      }
      const t = await sqlTimings(client, user[0].id);
      sql.push([String(size), ms(t.page), ms(t.health)]);
    }
    console.log("\nHTTP (production server; load generator on the same 2 cores)");
    console.table(rows.map(([dreams, path, rps, mean, p50, p99]) => ({ dreams, path, "req/s": rps, mean, p50, p99 })));
    console.log("SQL alone (mean of 200 runs)");
    console.table(sql.map(([dreams, page, health]) => ({ dreams, "page query": page, "health aggregate": health })));
  } finally {
    stop();
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Issue 6's figures: a signed-in user's journal page while 16 clients hammer
// login, a 20,000-dream import beside a concurrent user, and PostgreSQL
// restarting under a load of new dreams.
import autocannon from "autocannon";
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { randomInt } from "node:crypto";
import pg from "pg";
import { BENCH_URL, DURATION, ms, probe, recreatePglite, recreatePostgres, register, startServer, summarize } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 1;
const PAGE = "/api/dreams?page=1&limit=15";

/** Many clients posting logins for addresses that do not exist, each costing a bcrypt check. */
function loginFlood(base: string, seconds: number, spoofAddresses: boolean): Promise<autocannon.Result> {
  const options: autocannon.Options = {
    url: `${base}/api/login`,
    connections: 16,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: {
            "content-type": "application/json",
            ...(spoofAddresses ? { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } : {}),
          },
          body: JSON.stringify({ email: `nobody-${randomInt(1e9)}@example.com`, password: "guess guess guess" }),
        }),
      },
    ],
  };
  return new Promise((resolve, reject) =>
    autocannon(options, (error: Error | null, result) => (error ? reject(error) : resolve(result))),
  );
}

async function benchLoginFlood() {
  console.log(`\n## Login flood — 16 clients posting logins for unknown addresses, ${DURATION}s; PostgreSQL`);
  await recreatePostgres();
  // TRUST_PROXY=1 lets the flood claim a new address per request: a distributed attack that no per-address limit stops.
  const server = await startServer(PORT, { DATABASE_URL: BENCH_URL, TRUST_PROXY: "1" });
  try {
    const cookie = await register(server.base, "flood-victim@example.com", { "x-forwarded-for": "192.0.2.1" });
    const quiet = await probe(`${server.base}${PAGE}`, cookie, new Promise((r) => setTimeout(r, DURATION * 1000)));
    const rows = [{ scenario: "no flood", "GET page p50": ms(quiet.p50), p99: ms(quiet.p99), "login answers": "-" }];
    for (const spoof of [false, true]) {
      const flood = loginFlood(server.base, DURATION, spoof);
      const felt = await probe(`${server.base}${PAGE}`, cookie, flood);
      const result = await flood;
      const codes = Object.entries(result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${count}×${code}`)
        .join(", ");
      rows.push({
        scenario: spoof ? "flood, a new address per request" : "flood from one address",
        "GET page p50": ms(felt.p50),
        p99: ms(felt.p99),
        "login answers": codes,
      });
    }
    console.table(rows);
  } finally {
    await server.stop();
  }
}

function backup(count: number) {
  const sentence = "Last night I walked through my grandmother's house by the sea and the rooms kept changing. ";
  return {
    format: "dreamscape-journal",
    version: 1,
    dreams: Array.from({ length: count }, (_, i) => ({
      title: `Imported dream ${i + 1}`,
      content: sentence.repeat(3 + (i % 4)),
      mood: ["peaceful", "mysterious", "happy", "anxious", "sad", null][i % 6],
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
    })),
  };
}

async function benchImport() {
  const body = JSON.stringify(backup(20_000));
  console.log(`\n## Import of 20,000 dreams (${(body.length / 1024 / 1024).toFixed(1)} MB) beside a user reading their journal`);
  const rows = [];
  for (const database of ["PostgreSQL", "PGlite"]) {
    let env: Record<string, string>;
    if (database === "PostgreSQL") {
      await recreatePostgres();
      env = { DATABASE_URL: BENCH_URL };
    } else {
      await recreatePglite(".data/bench-pglite");
      env = { DATABASE_URL: "", PGLITE_DIR: ".data/bench-pglite" };
    }
    const server = await startServer(PORT, env);
    try {
      const importer = await register(server.base, "importer@example.com");
      const reader = await register(server.base, "reader@example.com");
      // Warm both routes first: a route's first request loads its code, which is not what this measures.
      await fetch(`${server.base}${PAGE}`, { headers: { cookie: reader } });
      await fetch(`${server.base}/api/dreams/import`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: importer },
        body: JSON.stringify(backup(1)),
      });
      const mark = server.mark();
      const start = performance.now();
      const upload = fetch(`${server.base}/api/dreams/import`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: importer },
        body,
      }).then(async (res) => {
        const report = (await res.json()) as { imported?: number };
        if (!res.ok || report.imported !== 19_999)
          throw new Error(`import: ${res.status} ${JSON.stringify(report).slice(0, 200)}`);
        return performance.now() - start;
      });
      const felt = await probe(`${server.base}${PAGE}`, reader, upload);
      rows.push({
        database,
        "import time": `${((await upload) / 1000).toFixed(2)} s`,
        "reader requests": felt.count,
        "reader p50": ms(felt.p50),
        "reader p99": ms(felt.p99),
        "slowest reader request": ms(felt.max),
        "server event loop, longest block": ms(server.longestBlockSince(mark)),
      });
    } finally {
      await server.stop();
    }
  }
  console.table(rows);
}

/** Restarts the local cluster without blocking this process (the writers keep writing meanwhile). */
async function restartPostgres(): Promise<string> {
  try {
    const version = readdirSync("/etc/postgresql")[0];
    await promisify(execFile)("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart"]);
    return `pg_ctlcluster ${version} main restart`;
  } catch {
    return "";
  }
}

async function benchRestart() {
  console.log("\n## PostgreSQL restart under a load of new dreams (8 writers)");
  await recreatePostgres();
  const server = await startServer(PORT, { DATABASE_URL: BENCH_URL });
  try {
    const cookie = await register(server.base, "writer@example.com");
    const admin = new pg.Client({ connectionString: BENCH_URL });
    await admin.connect();
    await admin.query(`UPDATE "users" SET "isPremium" = true`);
    await admin.end();
    const outcomes: { status: number; id?: number; at: number }[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const title = `Under restart ${n++}`;
        try {
          const res = await fetch(`${server.base}/api/dreams`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ title, content: "Written while the database restarts." }),
          });
          const body = (await res.json()) as { id?: number };
          outcomes.push({ status: res.status, id: body.id, at: performance.now() });
        } catch {
          outcomes.push({ status: 0, at: performance.now() });
        }
      }
    };
    const writers = Promise.all(Array.from({ length: 8 }, writer));
    await new Promise((r) => setTimeout(r, 2000));
    const restartStart = performance.now();
    const how = await restartPostgres();
    const restartEnd = performance.now();
    await new Promise((r) => setTimeout(r, 4000));
    stop = true;
    await writers;
    const after = outcomes.filter((o) => o.at > restartStart);
    const failures = after.filter((o) => o.status !== 201);
    const firstFailure = failures[0];
    const lastFailure = failures.at(-1);
    const firstOk = lastFailure ? after.find((o) => o.status === 201 && o.at > lastFailure.at) : undefined;
    const check = new pg.Client({ connectionString: BENCH_URL });
    await check.connect();
    const { rows } = await check.query<{ id: number }>(`SELECT "id" FROM "dreams"`);
    await check.end();
    const stored = new Set(rows.map((r) => r.id));
    const acknowledged = outcomes.filter((o) => o.status === 201);
    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    console.table([
      {
        restart: how || "not possible here (needs pg_ctlcluster as root)",
        "restart took": ms(restartEnd - restartStart),
        answers: [...byStatus].map(([status, count]) => `${count}×${status || "network error"}`).join(", "),
        "unavailable for": firstFailure && firstOk ? ms(firstOk.at - firstFailure.at) : "0 ms",
        "back after restart": firstOk ? ms(Math.max(0, firstOk.at - restartEnd)) : "-",
        "201 answers": acknowledged.length,
        "dreams lost": acknowledged.filter((o) => o.id === undefined || !stored.has(o.id)).length,
      },
    ]);
    const latencies = summarize(after.map((o, i, all) => (i === 0 ? 0 : o.at - all[i - 1].at)));
    console.log(`longest gap between answers during the restart: ${ms(latencies.max)}`);
  } finally {
    await server.stop();
  }
}

export async function benchSecurity() {
  await benchLoginFlood();
  await benchImport();
  await benchRestart();
}

// Production's topology, measured: servers of one build on one PostgreSQL
// database behind a round-robin proxy (tests/support/servers.ts, as the
// cluster test runs it).
// - Shared-page requests per second through the proxy with one server behind
//   it, then with two, in the same run (same proxy, same load generator).
//   All of it shares this machine's cores, so the ratio, not the absolute
//   figure, is the result: on 2 cores a second server mostly competes.
// - Interpretations per minute with a provider that answers in 200 ms
//   (tests/fakes/openai.ts), against the ceiling AI_CONCURRENCY allows:
//   AI_CONCURRENCY × 60 s / 0.2 s.
import autocannon from "autocannon";
import { startFakeOpenAi } from "../../tests/fakes/openai";
import { freshDatabase, startBalancer, startServer, type AppServer } from "../../tests/support/servers";
import { DURATION, ensureBuild, ms, PASSWORD } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 20;
const AI_CONCURRENCY = 4;
const PROVIDER_MS = 200;
const DREAMS = 60;

async function rps(url: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${url}: ${bad} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function signUp(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status}`);
  return (res.headers.getSetCookie().find((c) => c.includes("session-token=")) ?? "").split(";")[0];
}

const send = (base: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function sharedDream(base: string, cookie: string): Promise<string> {
  const created = await send(base, cookie, "POST", "/api/dreams", {
    title: "The lighthouse over dark water",
    content: "I climbed a lighthouse at night. The sea below was calm and silver. ".repeat(4),
    mood: "mysterious",
  });
  const { id } = (await created.json()) as { id: number };
  const shared = await send(base, cookie, "POST", `/api/dreams/${id}/share`);
  return `/dreams/share/${((await shared.json()) as { shareId: string }).shareId}`;
}

/** Queues DREAMS dreams for the provider through the proxy and times until every one is interpreted. */
async function interpretationsPerMinute(base: string, cookie: string): Promise<number> {
  const started = performance.now();
  const ids: number[] = [];
  for (let i = 0; i < DREAMS; i++) {
    const res = await send(base, cookie, "POST", "/api/dreams", {
      title: `Night ${i}`,
      content: `I swam in the sea, night ${i}.`,
    });
    ids.push(((await res.json()) as { id: number }).id);
  }
  for (;;) {
    const res = await send(base, cookie, "GET", `/api/dreams?limit=100`);
    const dreams = (await res.json()) as { id: number; interpretationStatus: string; interpretationSource: string }[];
    const done = dreams.filter((d) => ids.includes(d.id) && d.interpretationStatus === "ready");
    if (done.length === DREAMS) {
      if (done.some((d) => d.interpretationSource !== "openai")) throw new Error("some interpretations fell back");
      return (DREAMS / (performance.now() - started)) * 60_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function benchCluster() {
  console.log(
    `\n## Cluster — servers of one build on one PostgreSQL behind a round-robin proxy (autocannon, 10 connections, ${DURATION} s)`,
  );
  ensureBuild();
  const fake = await startFakeOpenAi();
  fake.delay(PROVIDER_MS);
  const databaseUrl = await freshDatabase("dreamscape_bench_cluster");
  const env = {
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: "bench-cluster-secret",
    APP_URL: `http://127.0.0.1:${PORT}`,
    TRUST_PROXY: "1",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    AI_CONCURRENCY: String(AI_CONCURRENCY),
  };
  const servers: AppServer[] = await Promise.all([
    startServer({ name: "A", port: PORT, env }),
    startServer({ name: "B", port: PORT + 1, env }),
  ]);
  const [a, b] = servers;
  try {
    const cookie = await signUp(a.base, `bench-cluster-${Date.now()}@example.com`);
    const page = await sharedDream(a.base, cookie);

    const one = await startBalancer([a.base]);
    await fetch(`${one.base}${page}`);
    const single = await rps(`${one.base}${page}`);
    await one.close();
    const two = await startBalancer([a.base, b.base]);
    await fetch(`${a.base}${page}`);
    await fetch(`${b.base}${page}`);
    const pair = await rps(`${two.base}${page}`);
    console.table([
      { servers: 1, "req/s": single.rps.toFixed(0), p99: ms(single.p99) },
      { servers: 2, "req/s": pair.rps.toFixed(0), p99: ms(pair.p99) },
    ]);
    console.log(`shared page, two servers vs one: ${(pair.rps / single.rps).toFixed(2)}× the requests per second`);

    // Premium and agreed to the provider: every dream goes to it, no daily quota in the way.
    const ai = await signUp(a.base, `bench-ai-${Date.now()}@example.com`);
    await send(a.base, ai, "PATCH", "/api/user", { aiConsent: true });
    await premium(databaseUrl, `bench-ai-`);
    fake.concurrency.max = 0;
    const perMinute = await interpretationsPerMinute(two.base, ai);
    await two.close();
    const ceiling = (AI_CONCURRENCY * 60_000) / PROVIDER_MS;
    console.log(
      `interpretations: ${perMinute.toFixed(0)} per minute with a provider answering in ${PROVIDER_MS} ms ` +
        `(${DREAMS} dreams, 2 servers, AI_CONCURRENCY=${AI_CONCURRENCY}: at most ${ceiling} a minute) = ` +
        `${((perMinute / ceiling) * 100).toFixed(0)}% of the ceiling; the provider saw at most ${fake.concurrency.max} at once`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await fake.close();
  }
}

/** Makes the bench's AI account Premium (as a paid checkout would), so the daily quota does not stop the run. */
async function premium(url: string, emailPrefix: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`UPDATE "users" SET "isPremium" = true WHERE "email" LIKE $1`, [`${emailPrefix}%`]);
  await client.end();
}

// The shared-dream page: requests per second and p99 against a static page of
// the app (/about, signed out), both through the production server on
// PostgreSQL with autocannon, and Lighthouse (mobile) for the shared page,
// /about and /help. The shared page is server-rendered per request (the
// visitor's language, the CSP nonce) from a dream kept in memory.
import autocannon from "autocannon";
import { DURATION, ms, recreatePostgres, register, startServer, BENCH_URL } from "./lib";
import { lighthouseTable } from "./pages";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 6;

async function load(url: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${url}: ${bad} failed requests`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export async function benchShare() {
  console.log("\n## Shared dream page — autocannon (10 connections) and Lighthouse (mobile), production server on PostgreSQL");
  await recreatePostgres();
  const server = await startServer(PORT, { DATABASE_URL: BENCH_URL, APP_URL: `http://127.0.0.1:${PORT}` });
  try {
    const cookie = await register(server.base, "share@example.com");
    const created = await fetch(`${server.base}/api/dreams`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        title: "The lighthouse over dark water",
        content:
          "I climbed a lighthouse at night. The sea below was calm and silver, and a snake of light crossed the water. ".repeat(
            4,
          ),
        mood: "mysterious",
      }),
    });
    const { id } = (await created.json()) as { id: number };
    const shared = await fetch(`${server.base}/api/dreams/${id}/share`, { method: "POST", headers: { cookie } });
    const { url } = (await shared.json()) as { url: string };

    // Warm both (first render, first image) before measuring.
    await fetch(url);
    await fetch(`${server.base}/about`);
    const image = performance.now();
    await fetch(`${url}/image`);
    const firstImage = performance.now() - image;
    const again = performance.now();
    await fetch(`${url}/image`);
    const cachedImage = performance.now() - again;

    const staticPage = await load(`${server.base}/about`);
    const sharedPage = await load(url);
    console.table([
      { page: "/about (static content)", "req/s": staticPage.rps.toFixed(0), p50: ms(staticPage.p50), p99: ms(staticPage.p99) },
      { page: "/dreams/share/{id}", "req/s": sharedPage.rps.toFixed(0), p50: ms(sharedPage.p50), p99: ms(sharedPage.p99) },
    ]);
    console.log(
      `shared page vs static page: ${((sharedPage.rps / staticPage.rps) * 100).toFixed(0)}% of the requests per second (target ≥ 70%), ` +
        `p99 ${(sharedPage.p99 / staticPage.p99).toFixed(2)}× (target ≤ 2×)`,
    );
    console.log(`Open Graph image: first drawing ${ms(firstImage)}, then from memory ${ms(cachedImage)}`);

    await lighthouseTable([
      { url, label: "/dreams/share/{id}" },
      { url: `${server.base}/about`, label: "/about" },
      { url: `${server.base}/help`, label: "/help" },
    ]);
  } finally {
    await server.stop();
  }
}

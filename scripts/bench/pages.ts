// What a person feels: Lighthouse (mobile) scores and the script and CSS a
// page transfers, and the time from navigation to the journal's first dream
// card, against the production server on PostgreSQL.
import { chromium } from "@playwright/test";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BENCH_URL, ms, recreatePostgres, register, startServer, summarize, type Server } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 2;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface LighthouseRow {
  page: string;
  throttling: string;
  performance: string;
  accessibility: string;
  "best practices": string;
  seo: string;
  "script (KB)": string;
  "CSS (KB)": string;
  FCP: string;
  LCP: string;
  TBT: string;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: ResourceSummaryItem[] };
    }
  >;
}

/**
 * How the slow phone is imitated. "simulate" (Lighthouse's default) loads the
 * page at full speed and estimates a phone's timings from that trace. On
 * loopback every script has arrived before the first paint, so the estimate
 * counts all of them against LCP, as no real phone would see it. "devtools"
 * slows the network and CPU while the page really loads, so the order of
 * events is the one a phone sees. Both are printed.
 */
export type Throttling = "simulate" | "devtools";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Mobile emulation and throttling: Lighthouse's defaults. Run through its CLI:
 * its Node API serialises functions into the page, which breaks under tsx.
 */
async function lighthouseOnce(url: string, throttling: Throttling, cookie?: string): Promise<LighthouseResult> {
  const args = [
    "lighthouse",
    url,
    "--output=json",
    "--quiet",
    `--throttling-method=${throttling}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const { stdout } = await promisify(execFile)("npx", args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LighthouseResult;
}

/** The median run (by Performance score) of RUNS, as Lighthouse's own docs advise for noisy machines. */
export async function lighthouseRow(url: string, label: string, throttling: Throttling, cookie?: string): Promise<LighthouseRow> {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, throttling, cookie));
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const { categories, audits } = runs[Math.floor(runs.length / 2)];
  const score = (id: string) => (categories[id]?.score ?? 0).toFixed(2);
  const items = audits["resource-summary"]?.details?.items ?? [];
  const kb = (type: string) => ((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024).toFixed(1);
  const failing = Object.entries(audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map(([id]) => id);
  if (failing.length) console.log(`  ${label}: audits below 1: ${failing.join(", ")}`);
  return {
    page: label,
    throttling,
    performance: `${score("performance")} (${runs.map((r) => (r.categories.performance?.score ?? 0).toFixed(2)).join(" ")})`,
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "script (KB)": kb("script"),
    "CSS (KB)": kb("stylesheet"),
    FCP: audits["first-contentful-paint"]?.displayValue ?? "-",
    LCP: audits["largest-contentful-paint"]?.displayValue ?? "-",
    TBT: audits["total-blocking-time"]?.displayValue ?? "-",
  };
}

/** Each page under both ways of throttling: simulated first, then applied. */
export async function lighthouseTable(pages: { url: string; label: string; cookie?: string }[]) {
  const rows: LighthouseRow[] = [];
  for (const throttling of ["simulate", "devtools"] as const) {
    for (const { url, label, cookie } of pages) rows.push(await lighthouseRow(url, label, throttling, cookie));
  }
  console.log(`Lighthouse mobile, median of ${RUNS} runs (all runs' Performance in brackets):`);
  console.table(rows);
}

/** Navigation start to the first dream card on screen, in a real browser (no throttling). */
async function firstCardTimes(server: Server, cookie: string, runs = 10) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const times: number[] = [];
  try {
    const [name, value] = cookie.split("=");
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: server.base }]);
      const page = await context.newPage();
      await page.goto(`${server.base}/`);
      const shown = await page.evaluate(() => {
        // The card is in the server's HTML: its first paint is when the browser painted it.
        const card = document.querySelector('[data-testid="dream-card"]');
        if (!card) return -1;
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return paint ? paint.startTime : performance.now();
      });
      if (shown < 0) throw new Error("no dream card on the journal");
      times.push(shown);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return summarize(times);
}

export async function benchPages() {
  console.log("\n## Pages — Lighthouse (mobile emulation; simulated and applied throttling), production server on PostgreSQL");
  await recreatePostgres();
  const server = await startServer(PORT, { DATABASE_URL: BENCH_URL, APP_URL: `http://127.0.0.1:${PORT}` });
  try {
    const cookie = await register(server.base, "pages@example.com");
    const dreams = Array.from({ length: 20 }, (_, i) => ({
      title: `Dream ${i + 1}`,
      content: "In the evening I walked by the sea with my sister. ".repeat(6),
      mood: "peaceful",
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    }));
    await fetch(`${server.base}/api/dreams/import`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ format: "dreamscape-journal", version: 1, dreams }),
    });
    await lighthouseTable([
      { url: `${server.base}/auth`, label: "/auth" },
      { url: `${server.base}/`, label: "/ (journal, signed in)", cookie },
    ]);
    const card = await firstCardTimes(server, cookie);
    console.log(
      `navigation to the first dream card on screen (${card.count} cold loads): p50 ${ms(card.p50)}, max ${ms(card.max)}`,
    );
  } finally {
    await server.stop();
  }
}

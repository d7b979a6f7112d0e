// The script each signed-in page loads, gzipped, from the production build:
// the journal against the calendar and trends (issue 22: charts load only
// where they are drawn, and the journal's script grows by at most 15 KB
// gzipped). Then each signed-in page's HTML for the measured member (30
// dreams, member.ts), in English and Ukrainian, and the part of it that is
// client messages (issue 32: a page sends the namespaces its parts read).
// Sizes, not timings: the same build gives the same figures.
import { gzipSync } from "node:zlib";
import en from "../../messages/en.json";
import { recreatePglite, register, startServer } from "./lib";
import { seedMember } from "./member";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 9;
const PAGES = ["/", "/calendar", "/trends", "/playlists", "/profile"];

/**
 * The scripts a page's HTML names (its chunks; what the browser fetches before
 * it is interactive), without the legacy polyfills Next names with noModule:
 * a browser that runs modules never fetches them.
 */
function scriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/\snoModule\b/i.test(m[0]));
  return [...new Set(tags.map((m) => m[1]))];
}

export async function benchBundles() {
  const dir = ".data/bench-bundles-pglite";
  await recreatePglite(dir);
  const server = await startServer(PORT, { DATABASE_URL: "", PGLITE_DIR: dir, APP_URL: `http://127.0.0.1:${PORT}` });
  try {
    const cookie = await register(server.base, `bundles-${Date.now()}@example.com`);
    const gzipped = new Map<string, number>();
    async function size(src: string): Promise<number> {
      const known = gzipped.get(src);
      if (known !== undefined) return known;
      const body = Buffer.from(await (await fetch(new URL(src, server.base))).arrayBuffer());
      const bytes = gzipSync(body, { level: 9 }).length;
      gzipped.set(src, bytes);
      return bytes;
    }
    const loaded = new Map<string, string[]>();
    for (const path of PAGES) {
      const res = await fetch(`${server.base}${path}`, { headers: { cookie }, redirect: "manual" });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      loaded.set(path, scriptsOf(await res.text()));
    }
    const journal = new Set(loaded.get("/") ?? []);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const rows = [];
    for (const [path, scripts] of loaded) {
      const total = (await Promise.all(scripts.map(size))).reduce((a, b) => a + b, 0);
      const own = scripts.filter((src) => !journal.has(src));
      const extra = (await Promise.all(own.map(size))).reduce((a, b) => a + b, 0);
      rows.push({
        page: path,
        scripts: scripts.length,
        "gzip total": kb(total),
        "beyond the journal's": `${own.length} (${kb(extra)})`,
      });
    }
    console.log("\n## Script per signed-in page (production build, gzip -9 of each chunk the HTML names)");
    console.table(rows);
    await htmlSizes(server.base);
  } finally {
    await server.stop();
  }
}

/** The namespaces whose messages the HTML's RSC payload carries (as keys of a messages object): the client messages it was sent. */
function carried(html: string, namespaces: string[]): number {
  return namespaces.filter((namespace) => html.includes(`\\"${namespace}\\":{`)).length;
}

/** Each signed-in page's HTML for the 30-dream member, raw and gzipped, and how many client namespaces it carries. */
async function htmlSizes(base: string) {
  const cookie = await seedMember(base, `bundles-member-${Date.now()}@example.com`);
  const first = await fetch(`${base}/api/dreams?page=1`, { headers: { cookie } });
  const [dream] = (await first.json()) as { id: number }[];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [];
  for (const locale of ["en", "uk"] as const) {
    for (const path of ["/", `/dreams/${dream.id}`, "/calendar", "/trends", "/profile"]) {
      const address = locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`;
      const res = await fetch(`${base}${address}`, { headers: { cookie }, redirect: "manual" });
      if (res.status !== 200) throw new Error(`${address} answered ${res.status}`);
      const html = Buffer.from(await res.arrayBuffer());
      const text = html.toString("utf8");
      const namespaces = carried(text, Object.keys(en));
      rows.push({
        page: address.replace(String(dream.id), "{id}"),
        HTML: kb(html.length),
        gzip: kb(gzipSync(html, { level: 9 }).length),
        "client namespaces": namespaces,
      });
    }
  }
  console.log("\n## HTML per signed-in page, 30 dreams (production build; gzip -9)");
  console.table(rows);
}

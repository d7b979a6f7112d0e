// A CDN in front of the app, as production runs it (deploy/nginx.conf.template
// in Debian's nginx, tests/support/cdn.ts): public pages come from its cache,
// a member never gets a visitor's copy nor a visitor a member's, and a revoked
// shared dream leaves it within its s-maxage.
import { freshDatabase, startServer, type AppServer } from "../support/servers";
import { startCdn, type Cdn } from "../support/cdn";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";
import { confirmDevLink } from "../support/verify";

let app: AppServer;
let cdn: Cdn;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  const databaseUrl = await freshDatabase("dreamscape_cdn");
  app = await startServer({
    name: "origin",
    port: 3120,
    env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: "cdn-secret", APP_URL: "http://127.0.0.1:3121", TRUST_PROXY: "1" },
  });
  cdn = await startCdn({ port: 3121, upstream: "127.0.0.1:3120" });
});

test.afterAll(async () => {
  await cdn?.close();
  await app?.stop();
});

/** A member with a dream (interpreted by the built-in interpreter) and the session cookie to act with. */
async function member(): Promise<{ cookie: string; dreamId: number }> {
  const registered = await fetch(`${app.base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail("cdn"), password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const cookie = (registered.headers.getSetCookie().find((c) => c.includes("session-token=")) ?? "").split(";")[0] ?? "";
  await confirmDevLink(app.base, (await registered.json()) as { dev?: string }); // its dream is shared
  const created = await fetch(`${app.base}/api/dreams`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: app.base },
    body: JSON.stringify({ title: "The paper boat", content: "A paper boat carried me down the river at night." }),
  });
  expect(created.status).toBe(201);
  return { cookie, dreamId: ((await created.json()) as { id: number }).id };
}

const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cdn.base}${path}`, { headers, redirect: "manual" });

test("keeps the public pages in every language, each answered from its cache after the first visit", async () => {
  for (const path of ["/about", "/uk/about", "/help", "/uk/pricing", "/auth", "/uk/auth"]) {
    const first = await visit(path);
    expect(first.status, path).toBe(200);
    expect(first.headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    const again = await visit(path);
    expect(again.headers.get("x-cache-status"), path).toBe("HIT");
    expect(await again.text()).toBe(await first.text());
  }
  // Compressed by the edge for whoever accepts it, from the one kept copy.
  const gzipped = await fetch(`${cdn.base}/uk/pricing`, {
    headers: { "accept-encoding": "gzip" },
    decompress: false,
  } as RequestInit);
  expect(gzipped.headers.get("content-encoding")).toBe("gzip");
  expect(gzipped.headers.get("x-cache-status")).toBe("HIT");
});

test("never gives a member a visitor's copy, nor a visitor a member's", async ({ browser }) => {
  const { cookie } = await member();
  // The visitors' copy is kept first…
  await visit("/pricing");
  expect((await visit("/pricing")).headers.get("x-cache-status")).toBe("HIT");
  // …a member passes by it and gets their own page, which is not kept…
  const mine = await visit("/pricing", { cookie });
  expect(mine.headers.get("x-cache-status")).toBe("BYPASS");
  expect(mine.headers.get("cache-control")).toBe("private, no-store");
  const logoutButton = `>${en.Nav.logout}</button>`;
  expect(await mine.text()).toContain(logoutButton);
  // …and the next visitor gets the visitors' copy again.
  const theirs = await visit("/pricing");
  expect(theirs.headers.get("x-cache-status")).toBe("HIT");
  const visitorsCopy = await theirs.text();
  expect(visitorsCopy).not.toContain(logoutButton);
  expect(visitorsCopy).toContain(`>${en.Nav.login}</a>`);

  // In a browser: a member on /uk/pricing sees their plan through the edge.
  const context = await browser.newContext({ baseURL: cdn.base });
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: cdn.base }]);
  const page = await context.newPage();
  await page.goto("/uk/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("button", { name: uk.Pricing.currentPlan })).toBeDisabled();
  await expect(page.getByRole("button", { name: uk.Nav.logout }).first()).toBeVisible();
  await context.close();
});

test("redirects a person by the language they chose, through the cache, and keeps each language's copy apart", async () => {
  await visit("/help");
  const chosen = await visit("/help", { cookie: "NEXT_LOCALE=uk", "sec-fetch-dest": "document" });
  expect(chosen.status).toBe(307);
  expect(chosen.headers.get("location")).toBe("/uk/help");
  const browserAsks = await visit("/help", { "accept-language": "de-DE,de;q=0.9", "sec-fetch-dest": "document" });
  expect(browserAsks.status).toBe(307);
  expect(browserAsks.headers.get("location")).toBe("/de/help");
  // An English browser shares the crawler's copy.
  const english = await visit("/help", { "accept-language": "en-GB,en;q=0.9", "sec-fetch-dest": "document" });
  expect(english.status).toBe(200);
  expect(english.headers.get("x-cache-status")).toBe("HIT");
});

test("lets a revoked shared dream go within its s-maxage, and never lets another Host into a page or the cache", async () => {
  const { cookie, dreamId } = await member();
  const shared = await fetch(`${app.base}/api/dreams/${dreamId}/share`, {
    method: "POST",
    headers: { cookie, origin: app.base },
  });
  expect(shared.status).toBe(200);
  const { shareId } = (await shared.json()) as { shareId: string };
  const path = `/dreams/share/${shareId}`;
  const first = await visit(path);
  expect(first.status).toBe(200);
  const maxAge = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(first.headers.get("cache-control") ?? "");
  const limit = Number(maxAge?.[1]) + Number(maxAge?.[2]);
  expect(limit).toBeLessThanOrEqual(60);
  expect((await visit(path)).headers.get("x-cache-status")).toBe("HIT");
  expect((await visit(`${path}/image`)).status).toBe(200);

  // A request naming another site gets the same kept page, which names only APP_URL.
  const spoofed = await visit(path, { host: "evil.example", "x-forwarded-host": "evil.example" });
  const html = await spoofed.text();
  expect(html).not.toContain("evil.example");
  expect(JSON.stringify([...spoofed.headers])).not.toContain("evil.example");

  const revoked = Date.now();
  expect(
    (await fetch(`${app.base}/api/dreams/${dreamId}/share`, { method: "DELETE", headers: { cookie, origin: app.base } })).status,
  ).toBe(200);
  // The origin forgets it at once…
  expect((await fetch(`${app.base}${path}`)).status).toBe(404);
  // …and the edge within the s-maxage and stale-while-revalidate it was given.
  await expect.poll(async () => (await visit(path)).status, { timeout: (limit + 5) * 1000, intervals: [1000] }).toBe(404);
  expect(Date.now() - revoked).toBeLessThanOrEqual((limit + 2) * 1000);
  expect((await visit(path)).status).toBe(404);
  await expect.poll(async () => (await visit(`${path}/image`)).status, { timeout: 10_000, intervals: [1000] }).toBe(404);
});

// The installable app: the manifest and its icons, the worker taking control,
// the offline page in the visitor's language when the network fails, and
// /api/ and private pages never answered from a cache.
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test } from "./fixtures";

interface Manifest {
  name: string;
  description: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Width × height from a PNG's header (the IHDR chunk). */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Until the worker controls the page and has been told the page's language. */
async function workerReady(page: Page, locale: string) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return null;
        const kept = await (await caches.open("dreamscape-settings")).match("/sw-settings/locale");
        return kept ? kept.text() : null;
      }),
    )
    .toBe(locale);
}

/** Every address in every cache the worker keeps, by cache name. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return out;
  });

test("the manifest makes the app installable, with icons of the sizes it names", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  const res = await page.request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "DreamScape",
    short_name: "DreamScape",
    description: en.Metadata.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0e0c1c",
    background_color: "#0e0c1c",
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    "192x192 any",
    "192x192 maskable",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const appleImage = await page.request.get(apple ?? "/apple-icon.png");
  expect(appleImage.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await appleImage.body())).toBe("180x180");
});

test("the worker takes control and keeps the offline pages and, for reading offline, the journal: never other signed-in pages or API answers", async ({
  page,
  context,
}) => {
  await registerViaApi(page);
  await page.goto("/");
  await workerReady(page, "en");
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
  const version = new URL(script).searchParams.get("v");
  expect(new URL(script).pathname).toBe("/sw.js");
  expect(version).toBeTruthy();

  // Controlled now: the journal, the profile and an API call all go past the worker.
  await page.reload();
  await expect(page.getByTestId("new-dream")).toBeVisible();
  const [api] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/api/user"),
    page.evaluate(() => fetch("/api/user")),
  ]);
  expect(api.status()).toBe(200);
  expect(api.fromServiceWorker()).toBe(false);
  await page.goto("/profile");
  await expect.poll(async () => (await cached(page))[`dreamscape-pages-${version}`] ?? []).toEqual(["/"]);

  const caches = await cached(page);
  // dreamscape-data holds the API answers the page read itself (none yet: the journal came with its first page).
  expect(
    Object.keys(caches)
      .filter((name) => name !== "dreamscape-data")
      .sort(),
  ).toEqual([`dreamscape-${version}`, `dreamscape-pages-${version}`, "dreamscape-settings"].sort());
  const kept = caches[`dreamscape-${version}`];
  for (const locale of ["en", "uk", "fr", "de", "es"]) expect(kept).toContain(`/offline/${locale}`);
  expect(kept).toContain("/manifest.webmanifest");
  expect(kept.some((path) => path.startsWith("/_next/static/"))).toBe(true);
  const unexpected = kept.filter(
    (path) => !/^\/(offline\/[a-z]{2}|manifest\.webmanifest|sw-assets\.json|icons\/.+\.png|_next\/static\/.+)$/.test(path),
  );
  expect(unexpected).toEqual([]);
  // What the page keeps of the API: the journal's page and Dream Health, nothing about the account.
  for (const path of caches["dreamscape-data"] ?? []) expect(path).toMatch(/^\/api\/dreams(\?|\/health$)/);

  // Offline, the journal reads from the device; the profile was never kept: the offline page answers.
  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByTestId("new-dream")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: en.Offline.title })).toBeVisible();

  // Signing out drops the copies kept for reading offline.
  await context.setOffline(false);
  await page.goto("/");
  await page.getByRole("button", { name: en.Nav.logout }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await expect
    .poll(async () => Object.keys(await cached(page)).filter((name) => /^dreamscape-(pages-|data)/.test(name)))
    .toEqual([]);
});

test("the next build's worker takes over at once and drops the previous build's cache", async ({ page }) => {
  await page.goto("/about?lng=fr");
  await workerReady(page, "fr");
  const before = Object.keys(await cached(page)).sort();
  expect(before).toHaveLength(2);

  // What a page of a new build does: register the worker under the new build id.
  await page.evaluate(async () => {
    const takeover = new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    await navigator.serviceWorker.register("/sw.js?v=next-build&l=en,uk,fr,de,es", { scope: "/" });
    await takeover;
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?v=next-build&/);
  await expect.poll(async () => Object.keys(await cached(page)).sort()).toEqual(["dreamscape-next-build", "dreamscape-settings"]);
  expect((await cached(page))["dreamscape-next-build"]).toContain("/offline/fr");
  await workerReady(page, "fr"); // the language outlives versions
});

test("offline, pages show the offline page in English; /api/ fails; back online, Try again reloads", async ({
  page,
  context,
}) => {
  await page.goto("/about");
  await workerReady(page, "en");
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: en.Offline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(en.Offline.text)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/about");

  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: en.Offline.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/help");

  const outcome = await page.evaluate(() =>
    fetch("/api/user").then(
      (r) => `answered ${r.status}`,
      () => "failed",
    ),
  );
  expect(outcome).toBe("failed");

  await context.setOffline(false);
  await page.getByRole("link", { name: en.Offline.retry }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.Help.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/help");
});

test("offline, a visitor who reads DreamScape in Ukrainian gets the offline page in Ukrainian", async ({ page, context }) => {
  await page.goto("/about?lng=uk");
  await workerReady(page, "uk");
  await context.setOffline(true);

  // A link in the header: the public pages' links are not fetched ahead (a visitor's first page
  // spends no bandwidth on pages they may never open), so following one needs the network, and
  // the worker answers with the offline page, in Ukrainian.
  await page.getByRole("navigation", { name: uk.Nav.main }).getByRole("link", { name: uk.Nav.help }).click();
  await expect(page.getByRole("heading", { level: 1, name: uk.Offline.title })).toBeVisible();

  // So does a page load.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: uk.Offline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByText(uk.Offline.back)).toBeVisible();
  await expect(page.getByRole("link", { name: uk.Offline.retry })).toBeVisible();
});

test("the offline page stands alone under its own strict policy; unknown languages get English", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: "dark" });
  const res = await page.goto("/offline/de");
  const policy = res?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'none'");
  expect(policy).not.toContain("nonce-");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // The inline stylesheet applied (its hash is in the policy): the night background.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(14, 12, 28)");
  expect(violations).toEqual([]);

  await page.goto("/offline/xx");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: en.Offline.title })).toBeVisible();
});

// The public pages as the floor issue wants them: prerendered per language,
// with a strict CSP made of their inline scripts' hashes, only their islands'
// messages, a server-rendered header whose links work without JavaScript, and
// the signed-in shell for visitors who are signed in.
import { createHash } from "node:crypto";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test } from "./fixtures";

const PUBLIC = ["/about", "/help", "/pricing", "/auth"];
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const scriptSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";

test("public pages are prerendered per language, allow exactly their own inline scripts, and send only their islands' messages", async ({
  request,
}) => {
  for (const path of PUBLIC) {
    for (const [locale, messages] of [
      ["en", en],
      ["uk", uk],
    ] as const) {
      const response = await request.get(path, { headers: { cookie: `NEXT_LOCALE=${locale}` } });
      expect(response.status(), path).toBe(200);
      // What the build prerendered, not rendered for this request; from the second visit on, from memory.
      expect(response.headers()["x-nextjs-prerender"], `${path} ${locale}`).toMatch(/^1(, 1)*$/);
      // Shared caches may not keep it: the address serves other languages, and members their own shell.
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
      const again = await request.get(path, { headers: { cookie: `NEXT_LOCALE=${locale}` } });
      expect(again.headers()["x-dreamscape-page-cache"], `${path} ${locale}`).toBe("HIT");
      expect(await again.text()).toBe(await response.text());
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(messages.Nav.login);
      // A strict policy without a nonce: every inline script is allowed by its hash, nothing else inline is.
      const policy = scriptSrc(response.headers()["content-security-policy"] ?? "");
      expect(policy).not.toMatch(/nonce-|unsafe-inline|unsafe-eval|strict-dynamic/);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(policy, `${path}: ${script.slice(0, 60)}`).toContain(`'sha256-${sha256(script)}'`);
      // Signed-in-only messages stay on the server (the whole catalogue went to every page before).
      expect(html, path).not.toContain(messages.Profile.freeMember);
      expect(html, path).not.toContain(messages.Journal.importNotJson);
    }
  }
});

test("prerendered pages run without violating their policy: the language, the theme and the auth forms work", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/about");
  // The theme switch (an island): dark holds across a reload, before any script of the page runs.
  await page.getByRole("radio", { name: en.Theme.dark }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("radio", { name: en.Theme.dark })).toBeChecked();
  // The language picker (an island) switches the prerendered page to another language's.
  await page.getByTestId("language-select").first().click();
  await page.getByRole("option", { name: "Українська" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.About.title);
  // The auth screen (an island with the session's actions) still signs people up.
  await page.goto("/auth?lng=en");
  await page.getByRole("tab", { name: en.Auth.registerTab }).click();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  expect(violations).toEqual([]);
});

test("a signed-in visitor sees the public pages in the signed-in shell: their links, upgrade and log out", async ({ page }) => {
  await registerViaApi(page);
  for (const path of ["/about", "/pricing", "/help"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("button", { name: en.Nav.logout }).first()).toBeVisible();
    await expect(page.getByTestId("header-upgrade")).toBeVisible();
    await expect(page.getByRole("link", { name: en.Nav.login })).toHaveCount(0);
  }
  // The same address signed out is the prerendered page again.
  await page.getByRole("button", { name: en.Nav.logout }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  const response = await page.goto("/help");
  expect(response?.headers()["x-nextjs-prerender"]).toMatch(/^1(, 1)*$/);
  await expect(page.getByRole("link", { name: en.Nav.login }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the public header and footer are links that work", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: en.Nav.pricing }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Pricing.title);
    await page.getByRole("banner").getByRole("link", { name: en.Nav.help }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole("banner").getByRole("link", { name: en.Nav.login }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: en.Auth.loginTab })).toBeVisible();
  });
});

test("internal addresses are not pages, and a page not found keeps the visitor's shell", async ({ page }) => {
  for (const path of ["/member/about", "/en/about", "/uk"]) expect((await page.goto(path))?.status(), path).toBe(404);
  await expect(page.getByRole("link", { name: en.Nav.login }).first()).toBeVisible();
  await registerViaApi(page);
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.NotFound.title);
  await expect(page.getByRole("button", { name: en.Nav.logout }).first()).toBeVisible();
});

test("a shared dream is rendered once per language for visitors, under a hash-only policy; an edit or a revoke reaches the next visit", async ({
  page,
  request,
  browser,
}) => {
  await registerViaApi(page);
  const created = await page.request.post("/api/dreams", {
    data: { title: "The glass orchard", content: "Trees of glass rang in the wind." },
  });
  const { id } = (await created.json()) as { id: number };
  const { url } = (await (await page.request.post(`/api/dreams/${id}/share`)).json()) as { url: string };
  const path = new URL(url).pathname;

  // `request` carries no session: a visitor. The second visit is the kept page, in each language.
  for (const locale of ["en", "uk"]) {
    const headers = { cookie: `NEXT_LOCALE=${locale}` };
    // Kept once this server listens for changes of shared dreams (from its first read of one on).
    await expect
      .poll(async () => (await request.get(path, { headers })).headers()["x-dreamscape-page-cache"], { timeout: 5000 })
      .toBe("HIT");
    const kept = await request.get(path, { headers });
    expect(kept.status()).toBe(200);
    expect(kept.headers()["x-dreamscape-page-cache"], locale).toBe("HIT");
    const html = await kept.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain("The glass orchard");
    const policy = scriptSrc(kept.headers()["content-security-policy"] ?? "");
    expect(policy).not.toMatch(/nonce-|unsafe-inline|strict-dynamic/);
    for (const script of inlineScripts(html)) expect(policy).toContain(`'sha256-${sha256(script)}'`);
  }

  // A visitor's browser runs the kept page without violating its policy.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const violations: string[] = [];
  reader.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await reader.goto(path);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("The glass orchard");
  await reader.getByRole("radio", { name: en.Theme.dark }).click();
  await expect(reader.locator("html")).toHaveClass(/\bdark\b/);
  expect(violations).toEqual([]);
  await visitor.close();

  // The owner edits it: the next visit shows the new title (within a second on every server: the cluster test).
  expect((await page.request.patch(`/api/dreams/${id}`, { data: { title: "The glass orchard at dawn" } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes("The glass orchard at dawn"), { timeout: 1000 })
    .toBe(true);
  // A member sees the page in their own shell, never the visitors' copy.
  const member = await page.goto(path);
  expect(member?.headers()["x-dreamscape-page-cache"]).toBeUndefined();
  await expect(page.getByRole("button", { name: en.Nav.logout }).first()).toBeVisible();
  // Revoked: gone at the next visit.
  expect((await page.request.delete(`/api/dreams/${id}/share`)).status()).toBe(200);
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 1000 }).toBe(404);
});

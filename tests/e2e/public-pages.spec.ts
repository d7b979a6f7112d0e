// The public pages as search engines and CDNs meet them: one address per
// language with its hreflang set and canonical, the same HTML for everyone
// at an address (kept by Next's cache under a policy of its inline scripts'
// hashes, with ETags), and pages not found rendered on the server.
import { createHash } from "node:crypto";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test } from "./fixtures";

const PUBLIC = ["/about", "/help", "/pricing", "/auth"];
const LOCALES = ["en", "uk", "fr", "de", "es"];
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const scriptSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
const at = (locale: string, path: string) => (locale === "en" ? path : `/${locale}${path}`);
const attribute = (html: string, tag: RegExp, name: string) =>
  [...html.matchAll(tag)].map((m) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1]);

test("every public page has an address per language, with its language, its hreflang set, its canonical and its title", async ({
  request,
  baseURL,
}) => {
  for (const path of PUBLIC) {
    const sets: string[] = [];
    for (const [locale, messages] of [
      ["en", en],
      ["uk", uk],
    ] as const) {
      // No cookie, no Accept-Language: a crawler. Never redirected.
      const response = await request.get(at(locale, path), { headers: { "accept-language": "" }, maxRedirects: 0 });
      expect(response.status(), `${locale} ${path}`).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      const canonical = attribute(html, /<link rel="canonical"[^>]*>/g, "href");
      expect(canonical).toEqual([`${baseURL}${at(locale, path)}`]);
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      expect(alternates).toEqual([...LOCALES.map((l) => `${l} ${baseURL}${at(l, path)}`), `x-default ${baseURL}${path}`]);
      sets.push(alternates.join("|"));
      expect(html).toContain(`<meta property="og:locale" content="${locale === "en" ? "en_US" : "uk_UA"}"/>`);
      expect(html).toContain(`<meta property="og:locale:alternate" content="${locale === "en" ? "uk_UA" : "en_US"}"/>`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, path).toMatch(/ \| DreamScape$/);
      if (path === "/about") expect(title).toBe(`${messages.About.title} | DreamScape`);
    }
    // The same set on every version.
    expect(sets[0]).toBe(sets[1]);
  }
});

test("a public page is the same for everyone at its address: kept, validated by ETag, HEAD like GET, under a hash-only policy", async ({
  request,
}) => {
  for (const path of ["/about", "/uk/about", "/help", "/uk/pricing", "/auth", "/uk/auth"]) {
    // At a language's own address, another language chosen and another browser language change nothing.
    const preferences: Record<string, string> = path.startsWith("/uk")
      ? { cookie: "NEXT_LOCALE=de", "accept-language": "fr" }
      : {};
    const response = await request.get(path, { headers: preferences, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["set-cookie"], path).toBeUndefined();
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    expect(headers.vary).toContain("Cookie");
    const html = await response.text();
    expect(html).toContain(`<html lang="${path.startsWith("/uk") ? "uk" : "en"}"`);
    // Kept by Next's cache: the second answer is the same bytes.
    const again = await request.get(path, { maxRedirects: 0 });
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await again.text()).toBe(html);
    // An ETag, and 304 when the browser has it.
    expect(headers.etag).toBeTruthy();
    expect((await request.get(path, { headers: { "if-none-match": headers.etag ?? "" }, maxRedirects: 0 })).status()).toBe(304);
    const head = await request.head(path, { maxRedirects: 0 });
    expect(head.status()).toBe(200);
    expect(head.headers().etag).toBe(headers.etag);
    // A strict policy without a nonce: every inline script is allowed by its hash, nothing else inline is.
    const policy = scriptSrc(headers["content-security-policy"] ?? "");
    expect(policy).not.toMatch(/nonce-|unsafe-inline|unsafe-eval|strict-dynamic/);
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(policy, `${path}: ${script.slice(0, 60)}`).toContain(`'sha256-${sha256(script)}'`);
    // Signed-in-only messages stay on the server.
    expect(html, path).not.toContain(en.Profile.freeMember);
  }
  // A client that refuses gzip gets none.
  const plain = await request.get("/about", { headers: { "accept-encoding": "gzip;q=0, identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
});

test("English addresses redirect a person by the language they chose or their browser's; a crawler never", async ({
  request,
}) => {
  const asPerson = { "sec-fetch-dest": "document" };
  const location = async (path: string, headers: Record<string, string>) => {
    const response = await request.get(path, { headers: { ...asPerson, ...headers }, maxRedirects: 0 });
    return response.status() === 307 ? response.headers().location : response.status();
  };
  expect(await location("/about", { cookie: "NEXT_LOCALE=uk" })).toBe("/uk/about");
  expect(await location("/help", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).toBe("/de/help");
  expect(await location("/help", { cookie: "NEXT_LOCALE=en", "accept-language": "de" })).toBe(200);
  // A garbage cookie is no choice; of two, the first counts.
  expect(await location("/help", { cookie: "NEXT_LOCALE=%3Cscript%3E", "accept-language": "en" })).toBe(200);
  expect(await location("/help", { cookie: "NEXT_LOCALE=fr; NEXT_LOCALE=uk" })).toBe("/fr/help");
  expect(await location("/pricing", { "accept-language": "" })).toBe(200);
  // Old links: ?lng= goes to the address in that language and remembers it; an unknown value is ignored.
  expect((await request.get("/about?lng=xx", { headers: { "accept-language": "" }, maxRedirects: 0 })).status()).toBe(200);
  const old = await request.get("/about?lng=uk", { maxRedirects: 0 });
  expect(old.status()).toBe(307);
  expect(old.headers().location).toBe("/uk/about");
  expect(old.headers()["set-cookie"]).toMatch(/^NEXT_LOCALE=uk;/);
  // /en/… is the unprefixed address.
  const prefixed = await request.get("/en/help", { maxRedirects: 0 });
  expect(prefixed.status()).toBe(308);
  expect(prefixed.headers().location).toBe("/help");
});

test("the language picker goes to the same page in the other language, and the choice sticks", async ({ page }) => {
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
  await page.getByTestId("language-select").first().click();
  await page.getByRole("option", { name: "Українська" }).click();
  await expect(page).toHaveURL(/\/uk\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.About.title);
  // The header's links stay in Ukrainian, and an English address now leads to the Ukrainian one.
  await page.getByRole("banner").getByRole("link", { name: uk.Nav.help }).click();
  await expect(page).toHaveURL(/\/uk\/help$/);
  await page.goto("/pricing");
  await expect(page).toHaveURL(/\/uk\/pricing$/);
  // And back to English.
  await page.getByTestId("language-select").first().click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/help");
  await expect(page).toHaveURL(/\/help$/);
  expect(violations).toEqual([]);
});

test("a member sees the public pages in the signed-in shell, in the address's language, with their plan", async ({ page }) => {
  await registerViaApi(page);
  const response = await page.goto("/uk/pricing");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("button", { name: uk.Pricing.currentPlan })).toBeDisabled();
  await expect(page.getByRole("button", { name: uk.Nav.logout }).first()).toBeVisible();
  await expect(page.getByTestId("header-upgrade")).toBeVisible();
  // The same address signed out is the visitors' page again.
  await page.getByRole("button", { name: uk.Nav.logout }).first().click();
  await expect(page).toHaveURL(/\/uk\/auth$/);
  const visitor = await page.goto("/uk/pricing");
  expect(visitor?.headers()["cache-control"]).toMatch(/^public/);
  await expect(page.getByRole("link", { name: uk.Nav.login }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the public header and footer are links that work, in the page's language", async ({ page }) => {
    await page.goto("/uk/about");
    await page.getByRole("contentinfo").getByRole("link", { name: uk.Nav.pricing }).click();
    await expect(page).toHaveURL(/\/uk\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.Pricing.title);
    await page.getByRole("banner").getByRole("link", { name: uk.Nav.help }).click();
    await expect(page).toHaveURL(/\/uk\/help$/);
    await page.getByRole("banner").getByRole("link", { name: uk.Nav.login }).click();
    await expect(page).toHaveURL(/\/uk\/auth$/);
    await expect(page.getByRole("tab", { name: uk.Auth.loginTab })).toBeVisible();
  });

  test("every page not found says so in its HTML, in its address's language, with status 404", async ({ page }) => {
    const cases = [
      { path: "/no-such-page", lang: "en", heading: en.NotFound.title, text: en.NotFound.text, title: en.NotFound.metaTitle },
      { path: "/uk/no-such-page", lang: "uk", heading: uk.NotFound.title, text: uk.NotFound.text, title: uk.NotFound.metaTitle },
      { path: "/xx/about", lang: "en", heading: en.NotFound.title, text: en.NotFound.text, title: en.NotFound.metaTitle },
      { path: "/member/about", lang: "en", heading: en.NotFound.title, text: en.NotFound.text, title: en.NotFound.metaTitle },
      { path: "/about.html", lang: "en", heading: en.NotFound.title, text: en.NotFound.text, title: en.NotFound.metaTitle },
      {
        path: "/dreams/share/AAAAAAAAAAAAAAAAAAAAAA",
        lang: "en",
        heading: en.Share.notFoundTitle,
        text: en.Share.notFoundDescription,
        title: en.Share.notFoundTitle,
      },
      {
        path: "/uk/dreams/share/not-a-link",
        lang: "uk",
        heading: uk.Share.notFoundTitle,
        text: uk.Share.notFoundDescription,
        title: uk.Share.notFoundTitle,
      },
    ];
    for (const { path, lang, heading, text, title } of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect(page.getByText(text), path).toBeVisible();
      await expect(page, path).toHaveTitle(`${title} | DreamScape`);
      expect(await page.locator('meta[name="robots"]').first().getAttribute("content"), path).toContain("noindex");
    }
  });

  test("a member's missing dream is a page not found too, in their frame", async ({ page }) => {
    await registerViaApi(page);
    for (const [path, messages] of [
      ["/dreams/999999", en],
      ["/uk/dreams/not-a-number", uk],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.Share.notFoundTitle);
      await expect(page.getByRole("link", { name: messages.NotFound.home })).toBeVisible();
      await expect(page.getByRole("button", { name: messages.Nav.logout }).first()).toBeVisible();
    }
  });
});

test("a shared dream has one canonical address, in its own language, and keeps its language inside any frame", async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "uk", url: baseURL ?? "" }]);
  await registerViaApi(page);
  // Written on a Ukrainian page: interpreted in Ukrainian.
  const created = await page.request.post("/api/dreams", {
    headers: { "x-dreamscape-locale": "uk" },
    data: { title: "Скляний сад", content: "Дерева зі скла дзвеніли на вітрі вночі біля будинку." },
  });
  const { id } = (await created.json()) as { id: number };
  const { url } = (await (await page.request.post(`/api/dreams/${id}/share`)).json()) as { url: string };
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/dreams\/share\/[A-Za-z0-9_-]{22}$/);
  for (const frame of [path, `/uk${path}`, `/de${path}`]) {
    const response = await request.get(frame, { headers: { "accept-language": "" }, maxRedirects: 0 });
    expect(response.status(), frame).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=40, stale-while-revalidate=15");
    const html = await response.text();
    expect(attribute(html, /<link rel="canonical"[^>]*>/g, "href")).toEqual([`${baseURL}/uk${path}`]);
    expect(html).not.toContain('hrefLang="');
    expect(html).toContain('<meta property="og:locale" content="uk_UA"/>');
    expect(html).toMatch(/<h1[^>]*lang="uk"[^>]*>Скляний сад<\/h1>/);
    expect(html).toMatch(/data-testid="shared-interpretation"[^>]*lang="uk"|lang="uk"[^>]*data-testid="shared-interpretation"/);
    // Kept after the first visit, under its own hashes.
    const again = await request.get(frame, { headers: { "accept-language": "" }, maxRedirects: 0 });
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    const policy = scriptSrc(again.headers()["content-security-policy"] ?? "");
    for (const script of inlineScripts(await again.text())) expect(policy).toContain(`'sha256-${sha256(script)}'`);
  }
  // A visitor's browser runs the kept page without violating its policy.
  const visitor = await page.context().browser()?.newContext();
  const reader = await visitor?.newPage();
  if (!reader || !visitor) throw new Error("no browser");
  const violations: string[] = [];
  reader.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await reader.goto(`${baseURL}${path}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Скляний сад");
  await reader.getByRole("radio", { name: en.Theme.dark }).click();
  await expect(reader.locator("html")).toHaveClass(/\bdark\b/);
  expect(violations).toEqual([]);
  await visitor.close();

  // Edited: the next visit shows it; revoked: gone at once, with the page not found.
  expect((await page.request.patch(`/api/dreams/${id}`, { data: { title: "Скляний сад на світанку" } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes("Скляний сад на світанку"), { timeout: 1000 })
    .toBe(true);
  expect((await page.request.delete(`/api/dreams/${id}/share`)).status()).toBe(200);
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 1000 }).toBe(404);
  expect(await (await request.get(path)).text()).toContain(en.Share.notFoundTitle);
});

test("no Host or X-Forwarded-Host of another site reaches a page's addresses or a header", async ({ request }) => {
  for (const path of ["/about", "/uk/help", "/no-such-page", "/sitemap.xml", "/robots.txt"]) {
    const response = await request.get(path, {
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      maxRedirects: 0,
    });
    expect(await response.text(), path).not.toContain("evil.example");
    expect(JSON.stringify(response.headers()), path).not.toContain("evil.example");
  }
  const redirected = await request.get("/about?lng=uk", { headers: { host: "evil.example" }, maxRedirects: 0 });
  expect(redirected.headers().location).toBe("/uk/about");
});

test("the sitemap lists every language's address of every public page, each with its alternates", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of PUBLIC)
    for (const locale of LOCALES) {
      expect(xml).toContain(`<loc>${baseURL}${at(locale, path)}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${baseURL}${at(locale, path)}" />`);
    }
  expect(xml).not.toContain("/dreams/share/");
});

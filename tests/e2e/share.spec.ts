// Sharing a dream in a real browser: the dialog, copy, the four networks'
// popups, the public page a signed-out friend sees (and its metadata), and
// stopping sharing.
import type { BrowserContext, Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

const TITLE = `Night <b>sea</b> & "stars"`;
const CONTENT =
  "I walked along a shore at night. The water was warm and full of light, and a lighthouse turned slowly above me while I searched for my old house.";

async function dreamWithInterpretation(page: Page) {
  await registerViaApi(page);
  const res = await page.request.post("/api/dreams", { data: { title: TITLE, content: CONTENT, mood: "peaceful" } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; interpretation: string };
}

/** Pages of the four networks, answered locally (nothing outside this machine is reachable). */
async function fakeNetworks(context: BrowserContext) {
  await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com|t\.me)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>network</title><p>network</p>" }),
  );
}

test("share → copy → a signed-out friend reads it → stop sharing → 'Dream Not Found' with 404", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const dream = await dreamWithInterpretation(page);
  await page.goto("/");
  await page.getByTestId("share-dream").click();

  const dialog = page.getByRole("dialog", { name: en.ShareDialog.title });
  await expect(dialog).toContainText(en.ShareDialog.privacy);
  const link = dialog.getByTestId("share-link");
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/dreams/share/[A-Za-z0-9_-]{22}$`));
  const url = await link.inputValue();

  await dialog.getByTestId("copy-share-link").click();
  await expect(toastWith(page, en.ShareDialog.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Closing waits 300 ms (the fade), then the dialog is gone. The fading state is
  // recorded as it happens: a busy machine may poll only after it has passed.
  await dialog.evaluate((node) => {
    new MutationObserver(() => {
      if (node.getAttribute("data-closing") === "true") (window as { sawClosing?: boolean }).sawClosing = true;
    }).observe(node, { attributes: true, attributeFilter: ["data-closing"] });
  });
  await dialog.getByRole("button", { name: en.ShareDialog.close }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as { sawClosing?: boolean }).sawClosing)).toBe(true);

  // A friend, signed out, in Ukrainian.
  const friend = await browser.newContext({ locale: "uk-UA" });
  const reader = await friend.newPage();
  const res = await reader.goto(url);
  expect(res?.status()).toBe(200);
  const shared = reader.getByTestId("shared-dream");
  await expect(shared.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(reader.getByTestId("shared-content")).toHaveText(CONTENT);
  await expect(reader.getByTestId("shared-interpretation")).toHaveText(dream.interpretation);
  await expect(shared).toContainText(uk.Share.eyebrow);
  await expect(shared).toContainText(uk.Moods.peaceful);
  await expect(reader.getByTestId("shared-cta").getByRole("link", { name: uk.Share.ctaButton })).toHaveAttribute(
    "href",
    "/uk/auth",
  );
  // The markup in the title stayed text.
  expect(await reader.locator("#shared-title b").count()).toBe(0);

  // Metadata for search engines and social networks.
  await expect(reader).toHaveTitle(`${TITLE} | DreamScape`);
  const meta = (selector: string) => reader.locator(selector).getAttribute("content");
  expect(await meta('meta[name="description"]')).toBe(CONTENT.slice(0, 155));
  expect(await reader.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
  expect(await meta('meta[property="og:type"]')).toBe("article");
  expect(await meta('meta[property="og:url"]')).toBe(url);
  expect(await meta('meta[property="og:image"]')).toBe(`${url}/image`);
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await meta('meta[name="twitter:image"]')).toBe(`${url}/image`);
  const jsonLd = JSON.parse((await reader.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: TITLE,
    url,
    image: `${url}/image`,
  });
  const image = await reader.request.get(`${url}/image`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const api = await reader.request.get(url.replace("/dreams/share/", "/api/dreams/share/"));
  expect(await api.json()).toEqual({ title: TITLE, content: CONTENT, interpretation: dream.interpretation, mood: "peaceful" });

  // Stop sharing.
  await page.getByTestId("share-dream").click();
  await expect(dialog.getByTestId("share-link")).toHaveValue(url);
  await dialog.getByTestId("stop-sharing").click();
  await expect(toastWith(page, en.ShareDialog.stopped)).toBeVisible();
  await expect(dialog).toBeHidden();

  const gone = await reader.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(reader.getByTestId("shared-not-found")).toContainText(uk.Share.notFoundTitle);
  await expect(reader.getByTestId("shared-not-found")).toContainText(uk.Share.notFoundDescription);
  expect(await reader.locator('meta[name="robots"]').first().getAttribute("content")).toMatch(/noindex/);
  expect((await reader.request.get(`${url}/image`)).status()).toBe(404);
  await friend.close();

  // Sharing again makes a new link.
  await page.getByTestId("share-dream").click();
  await expect(dialog.getByTestId("share-link")).toHaveValue(/\/dreams\/share\/[A-Za-z0-9_-]{22}$/);
  expect(await dialog.getByTestId("share-link").inputValue()).not.toBe(url);
});

test("the four networks open centred popups of about 550×400 with the link and the share text", async ({ page, context }) => {
  await fakeNetworks(context);
  await dreamWithInterpretation(page);
  await page.goto("/");
  await page.getByTestId("share-dream").click();
  const dialog = page.getByRole("dialog", { name: en.ShareDialog.title });
  const url = await dialog.getByTestId("share-link").inputValue();
  expect(url).toMatch(/\/dreams\/share\//);

  const open = async (network: string) => {
    const [popup] = await Promise.all([context.waitForEvent("page"), dialog.getByTestId(`share-${network}`).click()]);
    await popup.waitForLoadState();
    const address = new URL(popup.url());
    const size = await popup.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
      opener: window.opener === null,
    }));
    await popup.close();
    return { address, size };
  };

  const excerpt = `${CONTENT.slice(0, 97)}...`;
  const x = await open("x");
  expect(x.address.origin + x.address.pathname).toBe("https://twitter.com/intent/tweet");
  expect(x.address.searchParams.get("url")).toBe(url);
  const text = x.address.searchParams.get("text") ?? "";
  expect(text.startsWith(`${en.ShareDialog.titleLabel}: ${TITLE}\n\n${excerpt}\n\n${en.ShareDialog.interpretationLabel}: `)).toBe(
    true,
  );
  expect(x.size.opener).toBe(true);
  expect(Math.abs(x.size.width - 550)).toBeLessThanOrEqual(20);
  expect(Math.abs(x.size.height - 400)).toBeLessThanOrEqual(100);

  const facebook = await open("facebook");
  expect(facebook.address.origin + facebook.address.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
  expect(facebook.address.searchParams.get("u")).toBe(url);
  expect(facebook.address.searchParams.get("hashtag")).toBe("#DreamScape");

  const linkedin = await open("linkedin");
  expect(linkedin.address.origin + linkedin.address.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
  expect(linkedin.address.searchParams.get("url")).toBe(url);

  const telegram = await open("telegram");
  expect(telegram.address.origin + telegram.address.pathname).toBe("https://t.me/share/url");
  expect(telegram.address.searchParams.get("url")).toBe(url);
  expect(telegram.address.searchParams.get("text")).toBe(text);
});

test("a link that cannot be made says 'Failed to generate share link' and offers to try again", async ({ page }) => {
  await dreamWithInterpretation(page);
  await page.route("**/api/dreams/*/share", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  );
  await page.goto("/");
  await page.getByTestId("share-dream").click();
  const dialog = page.getByRole("dialog", { name: en.ShareDialog.title });
  await expect(dialog.getByRole("alert")).toContainText(en.ShareDialog.generateFailed);
  const toast = toastWith(page, en.ShareDialog.error);
  await expect(toast).toContainText(en.ShareDialog.generateFailed);

  await page.unroute("**/api/dreams/*/share");
  await dialog.getByRole("button", { name: en.ShareDialog.retry }).click();
  await expect(dialog.getByTestId("share-link")).toHaveValue(/\/dreams\/share\/[A-Za-z0-9_-]{22}$/);
});

test("an unknown or malformed link answers 404 with noindex, never a 500", async ({ page }) => {
  for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "nope", "%3Cscript%3E", "..%2F..%2Fetc%2Fpasswd"]) {
    const res = await page.goto(`/dreams/share/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("shared-not-found")).toContainText(en.Share.notFoundTitle);
    expect(await page.locator('meta[name="robots"]').first().getAttribute("content")).toMatch(/noindex/);
  }
});

test("robots.txt and sitemap.xml describe the public pages", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/about", "/help", "/pricing"]) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).not.toContain("/dreams/share/");
});

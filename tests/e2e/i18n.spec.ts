import de from "../../messages/de.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import { expect, test } from "./fixtures";

test("?lng= goes to the address in that language, and the choice persists in a cookie", async ({ page, context }) => {
  await page.goto("/about?lng=de");
  await expect(page).toHaveURL(/\/de\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.About.title);
  await page.goto("/help");
  await expect(page).toHaveURL(/\/de\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.Help.title);
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("de");
});

test.describe("the browser's language", () => {
  test.use({ locale: "fr-FR" });
  test("is where a first visit of an English address leads", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr\/auth$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("tab", { name: fr.Auth.registerTab })).toBeVisible();
  });
});

test("an i18next cookie is honoured", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "i18next", value: "es", url: baseURL ?? "" }]);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/es\/auth$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: es.Auth.loginButton })).toBeVisible();
});

test("every page carries title, description, social tags and a canonical link to its own address", async ({ page, baseURL }) => {
  await page.goto("/fr/about");
  await expect(page).toHaveTitle(`${fr.About.title} | DreamScape`);
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
  expect(await meta('meta[name="description"]')).toBe(fr.Metadata.description);
  expect(await meta('meta[property="og:title"]')).toBe(`${fr.About.title} | DreamScape`);
  expect(await meta('meta[property="og:image"]')).toMatch(/\/banner\.png$/);
  expect(await meta('meta[property="og:type"]')).toBe("website");
  expect(await meta('meta[property="og:url"]')).toBe(`${baseURL}/fr/about`);
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/fr/about`);
});

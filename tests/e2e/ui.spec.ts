import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, test, PASSWORD, registerViaApi, uniqueEmail } from "./fixtures";

test("the 404 page shows the spec's texts", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: en.NotFound.title })).toBeVisible();
  await expect(page.getByText(en.NotFound.text)).toBeVisible();
});

test("the auth forms show the spec's validation texts, in the chosen language", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: en.Auth.registerTab }).click();
  const form = page.getByRole("form", { name: en.Auth.createAccount });
  await form.getByLabel(en.Auth.email).fill("not-an-email");
  await form.getByLabel(en.Auth.password).fill("short");
  await form.getByRole("button", { name: en.Auth.createAccount }).click();
  await expect(form.getByText(en.Validation.invalidEmail)).toBeVisible();
  await expect(form.getByText(en.Validation.passwordMin)).toBeVisible();

  await page.goto("/auth?lng=uk");
  const login = page.getByRole("form", { name: uk.Auth.loginButton });
  await login.getByRole("button", { name: uk.Auth.loginButton }).click();
  await expect(login.getByText(uk.Validation.invalidEmail)).toBeVisible();
});

test("a failed login shows one toast with the server's message; F8 focuses it; a swipe right dismisses it", async ({ page }) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: en.Auth.loginButton });
  await form.getByLabel(en.Auth.email).fill(uniqueEmail("nobody"));
  await form.getByLabel(en.Auth.password).fill(PASSWORD);
  await form.getByRole("button", { name: en.Auth.loginButton }).click();
  const toast = page.locator(".toast");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(en.Auth.loginFailed);
  await expect(toast).toContainText(en.Errors.invalidCredentials);

  const first = await toast.elementHandle();
  await form.getByRole("button", { name: en.Auth.loginButton }).click(); // a second toast replaces the first
  await page.waitForFunction((el) => !el?.isConnected, first);
  await expect(toast).toHaveCount(1);

  await page.keyboard.press("F8");
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".toast-viewport") !== null)).toBe(true);

  const box = await toast.boundingBox();
  if (!box) throw new Error("toast not laid out");
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test("the header shows links by role and hides on /auth", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: en.Nav.main });
  await expect(nav.getByRole("link")).toHaveText([en.Nav.home, en.Nav.about, en.Nav.pricing, en.Nav.help]);
  await expect(page.getByRole("link", { name: en.Nav.login })).toBeVisible();

  await registerViaApi(page);
  await page.goto("/about");
  await expect(nav.getByRole("link")).toHaveText([
    en.Nav.home,
    en.Nav.playlists,
    en.Nav.patterns,
    en.Nav.about,
    en.Nav.pricing,
    en.Nav.help,
    en.Nav.profile,
  ]);
  await expect(page.getByRole("button", { name: en.Nav.upgrade })).toBeVisible();
  await expect(page.getByRole("button", { name: en.Nav.logout })).toBeVisible();

  await page.goto("/auth/reset-password");
  await expect(page.getByRole("navigation", { name: en.Nav.main })).toHaveCount(0);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the header collapses into a drawer", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("navigation", { name: en.Nav.main })).toBeHidden();
    await page.getByRole("button", { name: en.Nav.menu }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: en.Nav.pricing })).toBeVisible();
    await drawer.getByRole("link", { name: en.Nav.pricing }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the language list and the drawer load their script when first used, and work", async ({ page }) => {
  const scripts = () =>
    page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).length);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  const before = await scripts();
  const picker = page.getByTestId("language-select");
  await expect(picker).toHaveAttribute("aria-haspopup", "listbox");
  // Before its script loads, the placeholder is the same control as the real trigger:
  // a combobox named "Language" whose value ("English") is not taken for its label.
  await expect(page.getByRole("combobox", { name: en.Nav.language })).toHaveAttribute("data-testid", "language-select");
  await picker.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Українська" })).toBeVisible();
  const withList = await scripts();
  expect(withList).toBeGreaterThan(before);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  // The real list's trigger took the placeholder's place and has the focus back.
  await expect(page.getByRole("combobox", { name: en.Nav.language })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: en.Nav.menu }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await scripts()).toBeGreaterThan(withList);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: en.Nav.menu })).toBeFocused();
});

test("the offline worker is registered at /sw.js", async ({ page }) => {
  await page.goto("/about");
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
  expect(new URL(script).pathname).toBe("/sw.js");
});

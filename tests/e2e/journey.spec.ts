// The foundation's user story, in a real Chromium, on PGlite and on PostgreSQL.
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, test, PASSWORD, registerViaUi, uniqueEmail } from "./fixtures";

test("register, switch to Ukrainian, log out, reset the password and log in with it", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);

  const email = await registerViaUi(page, uniqueEmail("story"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Journal.title);
  await expect(page.getByTestId("journal-empty")).toContainText(en.Journal.empty);

  // Switch the interface to Ukrainian: every word changes, <html lang> follows.
  await page.getByTestId("language-select").first().click();
  await page.getByRole("option", { name: "Українська" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.Journal.title);
  const visibleTexts = (m: typeof en) => [
    m.Nav.home,
    m.Nav.playlists,
    m.Nav.patterns,
    m.Nav.about,
    m.Nav.pricing,
    m.Nav.help,
    m.Nav.profile,
    m.Nav.logout,
    m.Nav.upgrade,
    m.Journal.title,
    m.Journal.export,
    m.Journal.import,
    m.NewDream.open,
    m.Health.title,
    m.Ambient.title,
  ];
  const ukrainianTexts = visibleTexts(uk);
  // Dream Health and the ambient panel stream in after the heading: wait for
  // every Ukrainian text before reading the page once for English leftovers.
  for (const ukrainian of ukrainianTexts) await expect(page.locator("body")).toContainText(ukrainian);
  const text = await page.locator("body").innerText();
  for (const [i, english] of visibleTexts(en).entries()) {
    expect(text, `"${ukrainianTexts[i]}" is shown`).toContain(ukrainianTexts[i]);
    expect(text, `English "${english}" still shown`).not.toContain(english);
  }
  await expect(page.getByRole("button", { name: uk.Nav.logout })).toBeVisible();

  // Log out (in Ukrainian), then ask for a reset link.
  await page.getByRole("button", { name: uk.Nav.logout }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("button", { name: uk.Auth.forgotPassword }).click();
  await page.getByLabel(uk.Auth.email).fill(email);
  await page.getByRole("button", { name: uk.Auth.sendResetLink }).click();
  const link = page.getByTestId("reset-link");
  await expect(link).toBeVisible();

  // Follow the link from the toast and set a new password.
  await link.click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  const newPassword = "a new night begins";
  // The link says whose password it is: only the new one, twice.
  await expect(page.getByRole("textbox", { name: uk.Auth.email })).toHaveCount(0);
  await page.getByRole("textbox", { name: uk.Auth.newPassword }).fill(newPassword);
  await page.getByRole("textbox", { name: uk.Auth.confirmPassword }).fill(newPassword);
  await page.getByRole("button", { name: uk.Auth.setNewPassword }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works; the new one does.
  const form = page.getByRole("form", { name: uk.Auth.loginButton });
  await form.getByLabel(uk.Auth.email).fill(email);
  await form.getByLabel(uk.Auth.password).fill(PASSWORD);
  await form.getByRole("button", { name: uk.Auth.loginButton }).click();
  await expect(page.locator(".toast")).toContainText(uk.Auth.loginFailed);
  await form.getByLabel(uk.Auth.password).fill(newPassword);
  await form.getByRole("button", { name: uk.Auth.loginButton }).click();
  await expect(page).toHaveURL(/\/uk$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.Journal.title);
});

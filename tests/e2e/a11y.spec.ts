// axe-core on every page and in the states people meet (a dialog, a toast, an
// open dropdown, a long dream), in English and Ukrainian, light and dark: no
// serious or critical violation of WCAG 2.1 A/AA. In the same states, every
// Radix Themes class on screen still has its rules in the pruned stylesheet.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { becomePremiumViaApi, expect, registerViaApi, test } from "./fixtures";
import { expectRadixClassesStyled } from "./radix-classes";

/** `within`: for modal states, the modal itself (the page behind it is hidden from assistive technology, and dimmed). */
async function expectAccessible(page: Page, where: string, within?: string) {
  // A page rendered per request streams its <title> after the first bytes (Next's streamed metadata): wait for it.
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, where).toEqual([]);
  if (!where.startsWith("/offline/")) await expectRadixClassesStyled(page, where);
}

const LONG = `${"I walked along a corridor of doors that opened onto the sea. ".repeat(80)}https://example.com/${"long-".repeat(30)}`;

for (const locale of ["en", "uk"] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`every page and state is accessible in ${locale}, ${colorScheme}`, async ({ page, context }) => {
      test.setTimeout(120_000);
      const t = locale === "en" ? en : uk;
      await page.emulateMedia({ colorScheme });
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);

      for (const path of [
        "/auth",
        "/about",
        "/pricing",
        "/help",
        "/no-such-page",
        "/dreams/share/unknown",
        `/offline/${locale}`,
      ]) {
        await page.goto(path);
        await expectAccessible(page, path);
      }

      await registerViaApi(page);
      const dreams = [
        { title: "A very long dream", content: LONG, mood: "mysterious", interpretation: "Doors are choices." },
        { title: "Short", content: "Brief.", mood: "happy" },
      ].map((d, i) => ({ ...d, createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() }));
      expect(
        (await page.request.post("/api/dreams/import", { data: { format: "dreamscape-journal", version: 1, dreams } })).status(),
      ).toBe(200);

      await page.goto("/");
      await expect(page.getByTestId("dream-card")).toHaveCount(2);
      await expectAccessible(page, "journal");
      await page.getByTestId("language-select").first().click();
      await expect(page.getByRole("listbox")).toBeVisible();
      // Colours are measured once the list has faded in (its opacity and its ancestors').
      await expect
        .poll(() =>
          page.getByRole("listbox").evaluate((node) => {
            let shown = 1;
            for (let at: Element | null = node; at; at = at.parentElement) shown *= Number(getComputedStyle(at).opacity);
            return shown;
          }),
        )
        .toBe(1);
      await expectAccessible(page, "journal with a dropdown open");
      await page.keyboard.press("Escape");
      await page.getByTestId("new-dream").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      // Colours are measured once the opening animation is over.
      await expect.poll(() => page.getByRole("dialog").evaluate((node) => getComputedStyle(node).opacity)).toBe("1");
      await expectAccessible(page, "new-dream dialog", '[role="dialog"]');
      await page.getByRole("dialog").getByRole("button", { name: t.NewDream.save }).click();
      await expect(page.getByRole("dialog").getByText(t.Validation.titleRequired)).toBeVisible();
      await page.mouse.move(0, 0); // no hover colours
      await expectAccessible(page, "new-dream dialog with field errors", '[role="dialog"]');
      await page.keyboard.press("Escape");

      // Offline: the banner and a dream waiting on the device to be sent.
      await context.setOffline(true);
      await page.getByTestId("new-dream").click();
      const offlineForm = page.getByRole("dialog");
      await offlineForm.getByLabel(t.NewDream.dreamTitle).fill("Written at dawn");
      await offlineForm.getByLabel(t.NewDream.content).fill("A train of glass crossed a frozen lake.");
      await offlineForm.getByRole("button", { name: t.NewDream.save }).click();
      await expect(page.getByTestId("draft-card")).toBeVisible();
      await expect(page.getByTestId("offline-banner")).toBeVisible();
      await expect(offlineForm).toHaveCount(0); // its closing fade is not measured
      await expectAccessible(page, "journal offline, a dream waiting to sync");
      await context.setOffline(false);
      await expect(page.getByTestId("draft-card")).toHaveCount(0);

      // A toast: a failed import.
      await page
        .getByTestId("import-file")
        .setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from("{nope") });
      await expect(page.getByTestId("toast")).toBeVisible();
      await expectAccessible(page, "journal with a toast");

      await page.getByRole("link", { name: "A very long dream" }).click();
      await expect(page.getByTestId("dream-view")).toBeVisible();
      await expectAccessible(page, "a long dream");

      // Sharing: the dialog, then the public page a friend sees.
      await page.getByTestId("share-dream").click();
      const share = page.getByRole("dialog");
      await expect(share.getByTestId("share-link")).toBeVisible();
      await expect.poll(() => share.evaluate((node) => getComputedStyle(node).opacity)).toBe("1");
      await expectAccessible(page, "share dialog", '[role="dialog"]');
      const link = await share.getByTestId("share-link").inputValue();
      await page.keyboard.press("Escape");
      await page.goto(link);
      await expect(page.getByTestId("shared-dream")).toBeVisible();
      await expectAccessible(page, "a shared dream");

      await page.goto("/profile");
      await expectAccessible(page, "profile");
      await page.goto("/playlists");
      await expectAccessible(page, "playlists");
    });
  }
}

for (const locale of ["en", "uk"] as const) {
  test(`the profile's subscription and account deletion are accessible in ${locale}`, async ({ page, context }) => {
    const t = locale === "en" ? en : uk;
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
    const opaque = (dialog: ReturnType<Page["getByRole"]>) =>
      expect.poll(() => dialog.evaluate((node) => getComputedStyle(node).opacity)).toBe("1");

    await registerViaApi(page);
    await page.goto("/profile");
    await expect(page.getByTestId("subscription-local-note")).toBeVisible();
    await expectAccessible(page, "profile, Free");

    await becomePremiumViaApi(page);
    await page.goto("/profile");
    await expect(page.getByTestId("subscription-status")).toBeVisible();
    await expectAccessible(page, "profile, Premium");
    await page.getByTestId("downgrade").click();
    await opaque(page.getByRole("alertdialog"));
    await expectAccessible(page, "downgrade dialog on the profile", '[role="alertdialog"]');
    await page.keyboard.press("Escape");

    await page.getByTestId("delete-account").click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(t.Profile.currentPassword).fill("not my password");
    await dialog.getByRole("button", { name: t.Profile.deleteForever }).click();
    await expect(dialog.getByTestId("delete-problem")).toHaveText(t.Errors.deletePasswordWrong);
    await opaque(dialog);
    await page.mouse.move(0, 0); // no hover colours
    await expectAccessible(page, "delete-account dialog with a wrong password", '[role="alertdialog"]');
  });
}

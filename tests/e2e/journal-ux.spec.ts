// What a new user tripped over (issue 8, part 1), one test each, in Chromium.
import type { Page } from "@playwright/test";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test } from "./fixtures";

const LONG_URL = `https://example.com/${"a-very-long-path-".repeat(7)}end`;
const LONG_TITLE = "W".repeat(200);

async function importDreams(page: Page, dreams: { title: string; content: string; mood?: string; interpretation?: string }[]) {
  const records = dreams.map((d, i) => ({ ...d, createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() }));
  const res = await page.request.post("/api/dreams/import", {
    data: { format: "dreamscape-journal", version: 1, dreams: records },
  });
  expect(res.status()).toBe(200);
}

/** True when the element's centre is what a click there would hit: nothing covers it. */
const onTop = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });

test("a refused save is said inside the dialog, and the text stays while the list changes under it", async ({ page }) => {
  await registerViaApi(page);
  const created = await page.request.post("/api/dreams", {
    data: { title: "Gone meanwhile", content: "Written, then deleted elsewhere." },
  });
  const { id } = (await created.json()) as { id: number };
  // A new account's first journal reports the device's time zone, and the
  // page is then rendered again on the server (components/profile/report-time-zone.tsx).
  // Held back here until the dream is deleted, that new render lists no dream
  // while the Edit dialog is open in its card.
  let release = () => {};
  const deleted = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user", async (route) => {
    if (route.request().method() === "PATCH") await deleted;
    await route.continue();
  });
  await page.goto("/");
  await page.getByTestId("dream-card").getByTestId("edit-dream").click();
  const dialog = page.getByRole("dialog");
  const content = dialog.getByLabel(en.NewDream.content);
  await content.fill("What came back to me in the afternoon.");
  // Deleted in another tab before this edit is saved.
  expect((await page.request.delete(`/api/dreams/${id}`)).status()).toBe(200);
  const rendered = page.waitForResponse((res) => res.request().headers()["rsc"] === "1" && new URL(res.url()).pathname === "/");
  release();
  await rendered;
  await expect(content).toHaveValue("What came back to me in the afternoon.");
  // The server refuses the edit: the dialog says why, and the text stays.
  await dialog.getByRole("button", { name: en.NewDream.saveChanges }).click();
  const failure = dialog.getByTestId("form-failure");
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute("role", "alert");
  await expect(failure).toContainText(en.Errors.dreamNotFound);
  await expect(content).toHaveValue("What came back to me in the afternoon.");
  // Closed, the card goes with it: the journal is empty.
  await dialog.getByRole("button", { name: en.NewDream.cancel }).click();
  await expect(page.getByTestId("dream-card")).toHaveCount(0);
  await expect(page.getByTestId("journal-empty")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a toast shown while a dialog is open is on top of it and not hidden from screen readers", async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "SpeechRecognition");
      Reflect.deleteProperty(window, "webkitSpeechRecognition");
    });
    await registerViaApi(page);
    await page.goto("/");
    await page.getByTestId("new-dream").click();
    // Radix announces a toast through a status element that lives about a second: record each
    // announcement (outside any aria-hidden part) as it comes, rather than hope to catch it.
    await page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role="status"]')) {
          if (node.textContent && node.closest('[aria-hidden="true"]') === null) heard.push(node.textContent);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("dialog").getByTestId("voice-input").click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(en.VoiceInput.notSupported);
    // The pointer on the toast holds it (as Radix Toast does for a person reading it): on a
    // loaded machine the checks below may outlast its duration, and then find it gone.
    await toast.hover();
    expect(await onTop(page, "toast")).toBe(true);
    expect(await toast.evaluate((node) => node.closest('[aria-hidden="true"]') === null)).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(
          (text) => (window as unknown as { heard: string[] }).heard.some((t) => t.includes(text)),
          en.VoiceInput.notSupported,
        ),
      )
      .toBe(true);
    await toast.getByRole("button", { name: en.Toast.close }).click();
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole("dialog")).toBeVisible(); // closing the toast did not close the dialog
  });

  test("the login form is above the fold, and /auth links to About, Pricing and Help", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("form", { name: en.Auth.loginButton });
    const box = await form.getByLabel(en.Auth.password).boundingBox();
    expect((box?.y ?? 1e9) + (box?.height ?? 0)).toBeLessThan(740);
    for (const name of [en.Nav.about, en.Nav.pricing, en.Nav.help]) await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("Dream Health and ambient sound come before the dreams", async ({ page }) => {
    await registerViaApi(page);
    await importDreams(
      page,
      Array.from({ length: 12 }, (_, i) => ({ title: `D${i}`, content: "A long night. ".repeat(40) })),
    );
    await page.goto("/");
    const healthCard = page.getByTestId("health-card");
    const firstCard = page.getByTestId("dream-card").first();
    await expect(healthCard).toBeVisible();
    await expect(firstCard).toBeVisible();
    const health = await healthCard.boundingBox();
    expect(health?.y ?? 1e9).toBeLessThan((await firstCard.boundingBox())?.y ?? 0);
    await page.getByTestId("health-toggle").click();
    // The panel's code comes when it is first opened: measured once it is drawn.
    const panel = page.getByTestId("ambient-panel");
    await expect(panel).toBeVisible();
    const ambient = await panel.boundingBox();
    expect(ambient?.y ?? 1e9).toBeLessThan((await firstCard.boundingBox())?.y ?? 0);
  });
});

test("selects are the browser's own, and every option can be picked", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  // The filters and the ambient mood: the browser's select (the system's list on a phone).
  const moods = page.getByTestId("mood-filter");
  await expect(moods).toHaveJSProperty("tagName", "SELECT");
  await expect(moods.locator("option")).toHaveCount(1 + Object.keys(en.Moods).length);
  // A choice made before Dream Health has hydrated is not React's yet: choose again, as a person would.
  await expect(async () => {
    await page.getByTestId("ambient-mood").selectOption({ label: en.Moods.sad });
    await expect(page.getByTestId("ambient-panel")).toHaveAttribute("data-mood", "sad", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The language picker's own list opens no taller than its five languages.
  await page.getByTestId("language-select").first().click();
  const box = await page.getByRole("listbox").boundingBox();
  expect(box?.height ?? 1e9).toBeLessThan(400);
  await page.keyboard.press("Escape");
});

for (const width of [375, 780, 1024, 1280]) {
  test(`one long word never widens the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await registerViaApi(page);
    await importDreams(page, [{ title: LONG_TITLE, content: `Look: ${LONG_URL}`, mood: "happy", interpretation: LONG_URL }]);
    await page.goto("/");
    await expect(page.getByTestId("dream-card")).toHaveCount(1);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    // The title is the way in at every width ("Read the whole dream" is left out on a phone's card).
    await page.getByTestId("dream-card").getByRole("heading").getByRole("link").click();
    await expect(page.getByTestId("dream-view")).toBeVisible();
    expect(await overflow()).toBe(0);
  });
}

const catalogues = { en, uk, fr, de, es };
for (const [locale, messages] of Object.entries(catalogues)) {
  test(`the signed-in header fits one row in ${locale} at 1180 and 1280 px, with nothing clipped`, async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
    await registerViaApi(page);
    for (const width of [1180, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const header = page.locator(".site-header");
      expect((await header.boundingBox())?.height ?? 1e9).toBeLessThanOrEqual(72);
      const upgrade = page.getByRole("button", { name: messages.Nav.upgrade });
      await expect(upgrade).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("button", { name: messages.Nav.logout })).toBeInViewport({ ratio: 1 });
      const clipped = await header.evaluate((node) =>
        [...node.querySelectorAll("a, button")].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
    }
  });
}

test("in Ukrainian at 375 px the auth card's language picker and the profile fit the screen", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "uk", url: "http://127.0.0.1" }]);
  await page.goto("/auth");
  await expect(page.getByTestId("language-select")).toBeInViewport({ ratio: 1 });
  await registerViaApi(page);
  await page.goto("/profile");
  await expect(page.getByText(uk.Profile.freeMember)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test("the drawer has a close button and closes after a choice", async ({ page }) => {
  await page.setViewportSize({ width: 780, height: 800 });
  await registerViaApi(page);
  await page.goto("/about");
  await page.getByRole("button", { name: en.Nav.menu }).click();
  await page.getByRole("dialog").getByRole("button", { name: en.Nav.closeMenu }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: en.Nav.menu }).click();
  await page.getByRole("dialog").getByTestId("language-select").click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("Dream Health says when it cannot load, offers a retry, and the ambient panel stays", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  await expect(page.getByTestId("health-overall")).toHaveText("0");
  await page.route("**/api/dreams/health", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en.NewDream.dreamTitle).fill("Refreshes the score");
  await dialog.getByLabel(en.NewDream.content).fill("In the morning I ran to the station with my brother.");
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  await expect(page.getByTestId("health-error")).toContainText(en.Health.loadFailed);
  await expect(page.getByTestId("ambient-panel")).toBeVisible();
  await page.unroute("**/api/dreams/health");
  await page.getByRole("button", { name: en.Health.retry }).click();
  await expect(page.getByTestId("health-error")).toHaveCount(0);
  await expect(page.getByTestId("health-memoryDetail")).toHaveText("100%");
});

test("a delete is confirmed, and focus lands on the journal's heading", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, [
    { title: "First", content: "one" },
    { title: "Second", content: "two" },
  ]);
  await page.goto("/");
  await page.getByRole("button", { name: "Delete “Second”" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.DreamCard.delete }).click();
  await expect(page.getByTestId("toast")).toContainText(en.Journal.deleted);
  await expect(page.getByRole("heading", { level: 1, name: en.Journal.title })).toBeFocused();
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
});

test("paging goes to the top and the page survives a reload", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(
    page,
    Array.from({ length: 20 }, (_, i) => ({ title: `Dream ${i + 1}`, content: "x" })),
  );
  await page.goto("/");
  await page.getByRole("button", { name: en.Pagination.next }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: en.Pagination.next }).click();
  await expect(page).toHaveURL(/\/\?page=2$/);
  await expect(page.getByTestId("page-status")).toHaveText("Page 2 of 2");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.reload();
  await expect(page.getByTestId("page-status")).toHaveText("Page 2 of 2");
  await expect(page.getByTestId("dream-card")).toHaveCount(5);
});

test("search and mood filter narrow the journal and live in the URL", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, [
    { title: "Été à la mer", content: "Les vagues.", mood: "peaceful" },
    { title: "Exam", content: "I was late for the exam.", mood: "anxious" },
    { title: "Sea storm", content: "Waves everywhere.", mood: "anxious" },
  ]);
  await page.goto("/");
  await page.getByTestId("journal-search").fill("ete");
  await expect(page).toHaveURL(/q=ete/);
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(page.getByTestId("dream-card")).toContainText("Été à la mer");
  await page.getByTestId("journal-search").fill("");
  // The emptied search lands before the next choice, as a person's would: on a busy
  // machine its navigation could otherwise re-render the journal under the open list.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("dream-card")).toHaveCount(3);
  await page.getByTestId("mood-filter").selectOption({ label: en.Moods.anxious });
  await expect(page).toHaveURL(/mood=anxious/);
  await expect(page.getByTestId("dream-card")).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId("dream-card")).toHaveCount(2);
  await page.getByTestId("journal-search").fill("nothing like this");
  await expect(page.getByTestId("journal-no-matches")).toBeVisible();
});

test("a dream is read whole on its page and edited there; the edit brings a fresh interpretation", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, [
    { title: "Lighthouse", content: "A light turned over the sea.\n\nThen it went dark.", interpretation: "Guidance." },
  ]);
  await page.goto("/");
  await page.getByRole("link", { name: "Lighthouse" }).click();
  await expect(page).toHaveURL(/\/dreams\/\d+$/);
  await expect(page.getByTestId("dream-content")).toHaveText("A light turned over the sea.\n\nThen it went dark.");
  await page.getByTestId("edit-dream").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en.NewDream.content).fill("A light turned over the sea, and a ship came home.");
  await dialog.getByRole("button", { name: en.NewDream.saveChanges }).click();
  await expect(page.getByTestId("dream-content")).toHaveText("A light turned over the sea, and a ship came home.");
  await expect(page.getByTestId("interpretation-source")).toHaveText(en.DreamCard.sourceOffline);
  await expect(page.getByTestId("interpretation-text")).not.toHaveText("Guidance.");
  await expect(page.getByTestId("interpretation-outdated")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("dream-content")).toHaveText("A light turned over the sea, and a ship came home.");
  expect((await page.goto("/dreams/999999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Share.notFoundTitle);
});

// The dream journal in a real Chromium: record, page through, delete, export,
// the Free quota, Dream Health and the ambient player.
import { type Page } from "@playwright/test";
import en from "../../messages/en.json";
import de from "../../messages/de.json";
import uk from "../../messages/uk.json";
import { expect, test, registerViaApi } from "./fixtures";

async function importDreams(page: Page, count: number, mood: string | null = "happy") {
  const dreams = Array.from({ length: count }, (_, i) => ({
    title: `Seeded ${i + 1}`,
    content: `In the morning I walked in the garden with my friend (${i + 1}).`,
    mood,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
  const res = await page.request.post("/api/dreams/import", { data: { format: "dreamscape-journal", version: 1, dreams } });
  expect(res.status()).toBe(200);
}

async function recordDream(page: Page, title: string, content: string, mood?: string) {
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en.NewDream.dreamTitle).fill(title);
  await dialog.getByLabel(en.NewDream.content).fill(content);
  if (mood) {
    await dialog.getByTestId("mood-select").selectOption({ label: mood });
  }
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
}

test("record a dream: the card shows it, the form resets, Dream Health moves", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  await expect(page.getByTestId("journal-empty")).toContainText(en.Journal.empty);
  await expect(page.getByTestId("health-overall")).toHaveText("0");

  await recordDream(
    page,
    "The glass house",
    "At night I stood in a glass house with my brother and we watched the sea.",
    en.Moods.mysterious,
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const card = page.getByTestId("dream-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "The glass house" })).toBeVisible();
  await expect(card).toContainText("with my brother");
  await expect(card).toContainText(en.Moods.mysterious);
  await expect(card.locator("time")).toHaveText(/\d{4}/);
  // A mood exists: the playlist button is there; the built-in interpreter answered at once: the share button too.
  await expect(card.getByRole("button", { name: en.DreamCard.createPlaylist })).toBeVisible();
  await expect(card.getByTestId("interpretation-source")).toHaveText(en.DreamCard.sourceOffline);
  await expect(card.getByRole("button", { name: en.DreamCard.share })).toBeVisible();
  await expect(page.getByTestId("health-overall")).not.toHaveText("0");
  await expect(page.getByTestId("health-memoryDetail")).toHaveText("100%");

  await page.getByTestId("new-dream").click();
  await expect(page.getByRole("dialog").getByLabel(en.NewDream.dreamTitle)).toHaveValue("");
});

test("the form explains missing fields", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  await page.getByTestId("new-dream").click();
  await page.getByRole("dialog").getByRole("button", { name: en.NewDream.save }).click();
  await expect(page.getByRole("dialog").getByText(en.Validation.titleRequired)).toBeVisible();
  await expect(page.getByRole("dialog").getByText(en.Validation.contentRequired)).toBeVisible();
});

test("pages of 15, previous/next only with more than one page, delete clears back", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, 15);
  await page.goto("/");
  await expect(page.getByTestId("dream-card")).toHaveCount(15);
  await expect(page.getByTestId("page-status")).toHaveCount(0);

  await importDreams(page, 16); // one more (the first 15 are duplicates and skipped)
  await page.reload();
  await expect(page.getByTestId("page-status")).toHaveText("Page 1 of 2");
  await expect(page.getByTestId("dream-card").first()).toContainText("Seeded 16");
  await page.getByRole("button", { name: en.Pagination.next }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Page 2 of 2");
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(page.getByRole("button", { name: en.Pagination.next })).toBeDisabled();

  await page.getByTestId("delete-dream").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.DreamCard.delete }).click();
  await expect(page.getByTestId("page-status")).toHaveCount(0);
  await expect(page.getByTestId("dream-card")).toHaveCount(15);
});

test("export downloads my_dreams.txt with the dreams", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, 3);
  await page.goto("/");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-txt").click()]);
  expect(download.suggestedFilename()).toBe("my_dreams.txt");
  const path = await download.path();
  const text = await (await import("node:fs/promises")).readFile(path, "utf8");
  expect(text).toContain("Title: Seeded 3");
  expect(text).toContain("In the morning I walked in the garden");
});

test("an interpretation restored from a backup says so, not that our interpreter wrote it", async ({ page }) => {
  await registerViaApi(page);
  const dreams = [{ title: "Old dream", content: "The sea was calm.", interpretation: "Calm water: a settled mind." }];
  expect(
    (await page.request.post("/api/dreams/import", { data: { format: "dreamscape-journal", version: 1, dreams } })).status(),
  ).toBe(200);
  await page.goto("/");
  const card = page.getByTestId("dream-card").filter({ hasText: "Old dream" });
  await expect(card.getByText("Calm water: a settled mind.")).toBeVisible();
  await expect(card.getByTestId("interpretation-source")).toHaveText(en.DreamCard.sourceImported);
});

test("a Free user's sixth dream of the day waits on the device, and the toast says when it is saved, on the user's clock", async ({
  page,
}) => {
  await registerViaApi(page);
  // The quota's day is UTC's; the toast says when it ends on the user's clock (5:45 AM in Kathmandu).
  expect((await page.request.patch("/api/user", { data: { timeZone: "Asia/Kathmandu" } })).status()).toBe(200);
  for (let i = 1; i <= 5; i++) {
    const res = await page.request.post("/api/dreams", { data: { title: `Dream ${i}`, content: "Short." } });
    expect(res.status()).toBe(201);
  }
  await page.goto("/");
  await recordDream(page, "One too many", "This one should wait until tomorrow.");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByTestId("toast").filter({ hasText: en.Drafts.kept })).toContainText("5:45 AM");
  const waiting = page.getByTestId("draft-card");
  await expect(waiting.getByRole("heading", { name: "One too many" })).toBeVisible();
  await expect(waiting.getByTestId("draft-problem")).toContainText("5:45 AM");
  expect(((await (await page.request.get("/api/dreams")).json()) as unknown[]).length).toBe(5);
});

test("the journal speaks the interface language", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, 1);
  await page.goto("/?lng=de");
  await expect(page.getByTestId("new-dream")).toContainText(de.NewDream.open);
  await expect(page.getByTestId("dream-card").locator("time")).toHaveText(/Januar 2026/);
  await expect(page.getByTestId("dream-card")).toContainText(de.Moods.happy);
});

test("ambient sound: plays the most frequent mood, changes volume live, stops", async ({ page }) => {
  await registerViaApi(page);
  await importDreams(page, 2, "sad");
  await page.goto("/");
  const panel = page.getByTestId("ambient-panel");
  await expect(panel).toHaveAttribute("data-mood", "sad");
  await expect(panel).toHaveAttribute("data-state", "stopped");

  await page.getByTestId("ambient-toggle").click();
  await expect(panel).toHaveAttribute("data-state", "playing");
  const before = Number(await panel.getAttribute("data-gain"));
  expect(before).toBeCloseTo(0.25 * 0.3, 4); // sad preset volume × default slider 0.3

  await page.getByRole("slider").focus();
  await page.keyboard.press("End"); // slider to 1
  await expect(panel).toHaveAttribute("data-gain", "0.25");
  expect(await page.evaluate(() => document.querySelector("[data-testid=ambient-panel]")?.getAttribute("data-state"))).toBe(
    "playing",
  );

  await page.getByTestId("ambient-toggle").click();
  await expect(panel).toHaveAttribute("data-state", "stopped");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the journal lists its dreams as links, turns its pages with its filters, and keeps Dream Health, the header and the footer", async ({
    page,
  }) => {
    await registerViaApi(page);
    await importDreams(page, 16);
    await page.goto("/?lucid=false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Journal.title);
    await expect(page.getByText(en.Health.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: en.Nav.help })).toBeVisible();
    const dreams = page.getByTestId("plain-dream-list").getByRole("link");
    await expect(dreams).toHaveCount(15);
    await expect(dreams.first()).toHaveText("Seeded 16");

    // The page's buttons ask for the next page with the filters kept.
    await page.getByRole("button", { name: en.Pagination.next }).click();
    await expect(page).toHaveURL(/\/\?lucid=false&page=2$/);
    await expect(page.getByTestId("page-status")).toHaveText("Page 2 of 2");
    await expect(dreams).toHaveCount(1);

    await dreams.first().click();
    await expect(page).toHaveURL(/\/dreams\/\d+$/);
    await expect(page.getByTestId("dream-content")).toHaveText("In the morning I walked in the garden with my friend (1).");
    await page.getByRole("navigation", { name: en.Nav.main }).getByRole("link", { name: en.Nav.patterns }).click();
    await expect(page).toHaveURL(/\/calendar$/);

    // In Ukrainian, the next page stays at the Ukrainian address.
    await page.goto("/uk?lucid=false");
    await expect(page.getByTestId("plain-dream-list").getByRole("link")).toHaveCount(15);
    await page.getByRole("button", { name: uk.Pagination.next }).click();
    await expect(page).toHaveURL(/\/uk\?lucid=false&page=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.Journal.title);
  });
});

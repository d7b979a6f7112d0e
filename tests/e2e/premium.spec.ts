// Premium selection on the journal. Runs against the PostgreSQL server only:
// the plan is set in its database directly, since upgrading arrives later.
import type { Locator } from "@playwright/test";
import pg from "pg";
import en from "../../messages/en.json";
import { expect, holdRequests, PASSWORD, test, registerViaApi, toastWith } from "./fixtures";

async function makePremium(email: string) {
  const client = new pg.Client({
    connectionString: process.env.E2E_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_e2e",
  });
  await client.connect();
  await client.query(`UPDATE "users" SET "isPremium" = true WHERE "email" = $1`, [email]);
  await client.end();
}

/**
 * Ticks a card's box. The box is its own chunk (Premium only): a click that
 * lands before the chunk has arrived and its part of the page has hydrated
 * does nothing, as for a person, who would click again. So does the test,
 * until the box is ticked.
 */
async function tick(box: Locator) {
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test("Premium users tick dreams; analyze is disabled with no selection; a delete clears the selection", async ({ page }) => {
  const email = await registerViaApi(page);
  await makePremium(email);
  for (const title of ["Ocean", "Forest"]) {
    expect((await page.request.post("/api/dreams", { data: { title, content: "A dream.", mood: "sad" } })).status()).toBe(201);
  }
  await page.goto("/");
  const analyze = page.getByTestId("analyze");
  await expect(analyze).toBeDisabled();
  await expect(page.getByRole("link", { name: en.Nav.analyses })).toBeVisible();

  await tick(page.getByRole("checkbox", { name: /Ocean/ }));
  await tick(page.getByRole("checkbox", { name: /Forest/ }));
  await expect(analyze).toBeEnabled();
  await expect(analyze).toHaveText("Analyze 2 dreams");

  await page.getByTestId("dream-card").filter({ hasText: "Ocean" }).getByTestId("delete-dream").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.DreamCard.delete }).click();
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(analyze).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: /Forest/ })).not.toBeChecked();
});

test("Free users see no selection controls, and the server refuses them an analysis", async ({ page }) => {
  await registerViaApi(page);
  const ids: number[] = [];
  for (const title of ["Plain", "Simple"]) {
    const res = await page.request.post("/api/dreams", { data: { title, content: "A dream." } });
    ids.push(((await res.json()) as { id: number }).id);
  }
  await page.goto("/");
  await expect(page.getByTestId("dream-card")).toHaveCount(2);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByTestId("analyze")).toHaveCount(0);
  const refused = await page.request.post("/api/dreams/analyze", { data: { dreamIds: ids } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(en.Errors.premiumRequired);
});

test("Premium analyze: 'Processing...', the summary in a toast, then the analysis at its own address, naming its dreams", async ({
  page,
}) => {
  const email = await registerViaApi(page);
  await makePremium(email);
  const dreams = [
    ["Flood", "The water rose in my old house and my mother called me.", "anxious"],
    ["Sea", "I swam in warm water near the house where I grew up.", "peaceful"],
    ["Rain", "Rain fell on the house; water came through the roof.", "sad"],
  ];
  const ids: Record<string, number> = {};
  for (const [title, content, mood] of dreams) {
    const res = await page.request.post("/api/dreams", { data: { title, content, mood } });
    expect(res.status()).toBe(201);
    ids[title] = ((await res.json()) as { id: number }).id;
  }
  await page.goto("/analyses");
  await expect(page.getByTestId("analyses-empty")).toContainText(en.Analyses.empty);

  await page.goto("/");
  for (const [title] of dreams) await tick(page.getByRole("checkbox", { name: new RegExp(title) }));
  const analyze = page.getByTestId("analyze");
  // The analysis is held until the processing state has been seen.
  const release = await holdRequests(page, "**/api/dreams/analyze");
  await analyze.click();
  await expect(analyze).toHaveText(en.Journal.analyzing);
  await expect(analyze).toBeDisabled();
  release();

  // The result opens at its own address, focus on its heading; the toast stays.
  await expect(page).toHaveURL(/\/analyses\/\d+$/);
  const analysisUrl = page.url();
  const toast = toastWith(page, en.Journal.analysisComplete);
  await expect(toast).toContainText("3 dreams");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toContainText("3 dreams: Flood, Sea, Rain");
  await expect(heading).toHaveText(/\d{4}/);
  const card = page.getByTestId("analysis-card");
  await expect(card.getByTestId("analysis-count")).toHaveText("3 dreams analysed");

  // The dreams it read, each a link to its page.
  const covered = card.getByTestId("analysis-dreams");
  await expect(covered).toContainText(en.Analyses.analysedDreams);
  for (const [title] of dreams) {
    await expect(covered.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `/dreams/${ids[title]}`);
  }
  await covered.getByRole("link", { name: "Sea", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dreams/${ids.Sea}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Sea" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(analysisUrl);

  // Every section is open from the start, and still folds away.
  const sections = page.getByTestId("analysis-card").locator("details");
  await expect(sections).toHaveCount(6);
  for (const section of await sections.all()) await expect(section.locator(".analysis-section-body")).toBeVisible();
  await expect(page.getByTestId("analysis-summary")).toBeVisible();
  const patterns = sections.filter({ hasText: en.Analyses.patterns });
  await patterns.locator("summary").click();
  await expect(patterns.locator(".analysis-section-body")).toBeHidden();
  await patterns.locator("summary").click();
  await expect(patterns.locator(".analysis-section-body")).toBeVisible();
  await expect(sections.filter({ hasText: en.Analyses.commonSymbols })).toContainText(/water/i);

  // Opened again from its address, it starts at the top like any page.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();

  // In the list: titled by date and dreams, leading to its page; a dream deleted since is named as such.
  expect((await page.request.delete(`/api/dreams/${ids.Flood}`)).status()).toBe(200);
  await page.getByRole("link", { name: en.Analyses.backToList }).click();
  await expect(page).toHaveURL(/\/analyses$/);
  const listed = page.getByTestId("analysis-card");
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId("analysis-count")).toHaveText("3 dreams analysed");
  const cardHeading = listed.getByRole("heading", { level: 2 });
  await expect(cardHeading).toHaveText(/\d{4}/);
  await expect(cardHeading).toContainText(`3 dreams: ${en.Analyses.deletedDream}, Sea, Rain`);
  await expect(listed.getByTestId("analysed-dream-deleted")).toHaveText(en.Analyses.deletedDream);
  await expect(listed.getByTestId("analysed-dream")).toHaveText(["Sea", "Rain"]);
  await expect(listed.locator("details:not([open])")).toHaveCount(0);
  await cardHeading.getByRole("link").click();
  await expect(page).toHaveURL(analysisUrl);
  await page.getByRole("link", { name: en.Analyses.backToList }).click();
  // The analysis' own page has a card with a delete button too: wait until the list is shown.
  await expect(page).toHaveURL(/\/analyses$/);

  await page.getByTestId("analysis-card").getByTestId("delete-analysis").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.Analyses.delete }).click();
  await expect(page.getByTestId("analyses-empty")).toContainText(en.Analyses.empty);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("another user's analysis is not found; one deleted from its own page leads back to the list", async ({ page }) => {
  const email = await registerViaApi(page);
  await makePremium(email);
  const ids: number[] = [];
  for (const title of ["Moon", "Stars"]) {
    const res = await page.request.post("/api/dreams", {
      data: { title, content: "The night sky over the sea.", mood: "peaceful" },
    });
    ids.push(((await res.json()) as { id: number }).id);
  }
  const made = await page.request.post("/api/dreams/analyze", { data: { dreamIds: ids } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  // Someone else signed in on this browser: neither the page nor the API knows it.
  await registerViaApi(page);
  // A new member's first page stores the browser's time zone and renders again: let it, before going on.
  const zoneReported = page.waitForResponse((res) => res.url().endsWith("/api/user") && res.request().method() === "PATCH");
  await page.goto(`/analyses/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.NotFound.title);
  await zoneReported;
  await page.waitForLoadState("networkidle");
  expect((await page.request.get(`/api/dreams/analyses/${id}`)).status()).toBe(404);

  expect((await page.request.post("/api/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
  await page.goto(`/analyses/${id}`);
  await expect(page).toHaveTitle(/2 dreams: Moon, Stars/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2 dreams: Moon, Stars");
  await page.getByTestId("delete-analysis").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.Analyses.delete }).click();
  await expect(page).toHaveURL(/\/analyses$/);
  await expect(toastWith(page, en.Analyses.deleted)).toBeVisible();
  await expect(page.getByTestId("analyses-empty")).toContainText(en.Analyses.empty);
  await page.goto(`/analyses/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.NotFound.title);
});

test("a failed analysis says why", async ({ page }) => {
  const email = await registerViaApi(page);
  await makePremium(email);
  expect((await page.request.post("/api/dreams", { data: { title: "Lonely", content: "Only one dream." } })).status()).toBe(201);
  await page.goto("/");
  await tick(page.getByRole("checkbox", { name: /Lonely/ }));
  await page.getByTestId("analyze").click();
  const toast = toastWith(page, en.Journal.analysisFailed);
  await expect(toast).toContainText(en.Validation.dreamIdsCount);
});

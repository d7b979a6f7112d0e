// Premium selection on the journal. Runs against the PostgreSQL server only:
// the plan is set in its database directly, since upgrading arrives later.
import pg from "pg";
import en from "../../messages/en.json";
import { expect, test, registerViaApi, toastWith } from "./fixtures";

async function makePremium(email: string) {
  const client = new pg.Client({
    connectionString: process.env.E2E_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_e2e",
  });
  await client.connect();
  await client.query(`UPDATE "users" SET "isPremium" = true WHERE "email" = $1`, [email]);
  await client.end();
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

  await page.getByRole("checkbox", { name: /Ocean/ }).click();
  await page.getByRole("checkbox", { name: /Forest/ }).click();
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

test("Premium analyze: 'Processing...', the summary in a toast, then the analysis on /analyses", async ({ page }) => {
  const email = await registerViaApi(page);
  await makePremium(email);
  const dreams = [
    ["Flood", "The water rose in my old house and my mother called me.", "anxious"],
    ["Sea", "I swam in warm water near the house where I grew up.", "peaceful"],
    ["Rain", "Rain fell on the house; water came through the roof.", "sad"],
  ];
  for (const [title, content, mood] of dreams) {
    expect((await page.request.post("/api/dreams", { data: { title, content, mood } })).status()).toBe(201);
  }
  await page.goto("/analyses");
  await expect(page.getByTestId("analyses-empty")).toContainText(en.Analyses.empty);

  await page.goto("/");
  for (const [title] of dreams) await page.getByRole("checkbox", { name: new RegExp(title) }).click();
  const analyze = page.getByTestId("analyze");
  // Slow the answer down enough to see the processing state.
  await page.route("**/api/dreams/analyze", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await analyze.click();
  await expect(analyze).toHaveText(en.Journal.analyzing);
  await expect(analyze).toBeDisabled();
  const toast = toastWith(page, en.Journal.analysisComplete);
  await expect(toast).toContainText("3 dreams");
  // The selection is cleared.
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(analyze).toBeDisabled();

  await page.getByRole("link", { name: en.Nav.analyses }).first().click();
  await expect(page).toHaveURL(/\/analyses$/);
  const card = page.getByTestId("analysis-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("analysis-count")).toHaveText("3 dreams analysed");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(/\d{4}/);
  // The summary is open; the other sections open on demand.
  await expect(card.getByTestId("analysis-summary")).toBeVisible();
  const patterns = card.locator("details").filter({ hasText: en.Analyses.patterns });
  await expect(patterns.locator(".analysis-section-body")).toBeHidden();
  await patterns.locator("summary").click();
  await expect(patterns.locator(".analysis-section-body")).toBeVisible();
  const symbols = card.locator("details").filter({ hasText: en.Analyses.commonSymbols });
  await symbols.locator("summary").click();
  await expect(symbols).toContainText(/water/i);

  await card.getByTestId("delete-analysis").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.Analyses.delete }).click();
  await expect(page.getByTestId("analyses-empty")).toContainText(en.Analyses.empty);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("a failed analysis says why", async ({ page }) => {
  const email = await registerViaApi(page);
  await makePremium(email);
  expect((await page.request.post("/api/dreams", { data: { title: "Lonely", content: "Only one dream." } })).status()).toBe(201);
  await page.goto("/");
  await page.getByRole("checkbox", { name: /Lonely/ }).click();
  await page.getByTestId("analyze").click();
  const toast = toastWith(page, en.Journal.analysisFailed);
  await expect(toast).toContainText(en.Validation.dreamIdsCount);
});

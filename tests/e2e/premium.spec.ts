// Premium selection on the journal. Runs against the PostgreSQL server only:
// the plan is set in its database directly, since upgrading arrives later.
import pg from "pg";
import en from "../../messages/en.json";
import { expect, test, registerViaApi } from "./fixtures";

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

test("Free users see no selection controls", async ({ page }) => {
  await registerViaApi(page);
  await page.request.post("/api/dreams", { data: { title: "Plain", content: "A dream." } });
  await page.goto("/");
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByTestId("analyze")).toHaveCount(0);
});

// Upgrading and downgrading without Stripe keys, through the local test checkout.
import en from "../../messages/en.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

test("upgrade through the test checkout, see Premium, then downgrade back to Free", async ({ page }) => {
  await registerViaApi(page);
  for (const title of ["Ocean", "Forest"])
    await page.request.post("/api/dreams", { data: { title, content: "A dream.", mood: "sad" } });

  await page.goto("/pricing");
  await expect(page.getByTestId("current-plan")).toBeDisabled();
  await expect(page.getByTestId("test-mode-note")).toHaveText(en.Pricing.testMode);
  await expect(page.getByTestId("premium-price")).toHaveText("$7.77");
  await expect(page.getByTestId("plan-premium")).toContainText(en.Pricing.premium.telegram);

  // The header's upgrade button starts checkout.
  await page.getByTestId("header-upgrade").click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]{22}$/);
  await expect(page.getByTestId("test-mode-banner")).toHaveText(en.Checkout.testBanner);
  await page.getByTestId("test-pay").click();

  await expect(page).toHaveURL("/");
  await expect(toastWith(page, en.SubscriptionSuccess.doneTitle)).toBeVisible();
  await expect(page.getByRole("link", { name: en.Nav.analyses })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Ocean/ })).toBeVisible();
  await expect(page.getByTestId("header-upgrade")).toHaveCount(0);

  await page.goto("/pricing");
  await expect(page.getByTestId("already-premium")).toBeDisabled();
  await page.getByTestId("downgrade").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.Pricing.downgrade }).click();
  await expect(page.getByTestId("current-plan")).toBeDisabled();
  await expect(page.getByTestId("header-upgrade")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});

test("a cancelled checkout says so and leads back to pricing", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/pricing");
  await page.getByTestId("upgrade").click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByTestId("test-cancel").click();
  await expect(page).toHaveURL(/\/subscription\/cancel$/);
  await expect(toastWith(page, en.SubscriptionCancel.toastTitle)).toBeVisible();
  await expect(page.getByTestId("payment-cancelled")).toContainText(en.SubscriptionCancel.retry);
  await page.getByRole("link", { name: en.SubscriptionCancel.back }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId("current-plan")).toBeDisabled();
});

test("a Free user's bare or forged activate leaves them Free", async ({ page }) => {
  await registerViaApi(page);
  expect((await page.request.post("/api/subscribe/activate")).status()).toBe(400);
  expect((await page.request.post("/api/subscribe/activate", { data: {} })).status()).toBe(400);
  expect(
    (await page.request.post("/api/subscribe/activate", { data: { sessionId: "cs_local_AAAAAAAAAAAAAAAAAAAAAA" } })).status(),
  ).toBe(404);
  // An unpaid session of their own does not count either.
  const { sessionId } = (await (await page.request.post("/api/subscribe/create-checkout")).json()) as { sessionId: string };
  expect((await page.request.post("/api/subscribe/activate", { data: { sessionId } })).status()).toBe(409);
  // The success page with that session tells them so and sends them to pricing.
  await page.goto(`/subscription/success?session_id=${sessionId}`);
  await expect(toastWith(page, en.SubscriptionSuccess.failed)).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  const me = (await (await page.request.get("/api/user")).json()) as { isPremium: boolean };
  expect(me.isPremium).toBe(false);
});

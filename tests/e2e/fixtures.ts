import { randomInt, randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import en from "../../messages/en.json";

/**
 * Every test is its own client: the servers trust one proxy hop (TRUST_PROXY=1),
 * so a per-test X-Forwarded-For keeps one test's sign-ups and logins from
 * using up another's rate limits, as distinct visitors behind a proxy would.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
});
export { expect };

export const PASSWORD = "sweet dreams 42";

/**
 * The toast holding `text`, for its whole life on screen (5 s). Not
 * getByRole("status"): that is Radix's screen-reader announcement, gone after
 * 1 s, which a busy machine's test can miss.
 */
export const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
export const uniqueEmail = (tag = "e2e") => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Holds every request to `url` (a page.route pattern) until the test calls the
 * returned function, so a loading state lasts exactly as long as the test looks
 * at it, however fast or slow the machine; from then on requests go straight through.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = () => resolve()));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Registers through the UI and waits for the journal. */
export async function registerViaUi(page: Page, email = uniqueEmail(), password = PASSWORD) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: en.Auth.registerTab }).click();
  const form = page.getByRole("form", { name: en.Auth.createAccount });
  await form.getByLabel(en.Auth.email).fill(email);
  await form.getByLabel(en.Auth.password).fill(password);
  await form.getByRole("button", { name: en.Auth.createAccount }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/**
 * Registers through the API; the page's context then carries the session
 * cookie. The address is verified with the link the answer carries on these
 * servers (loopback, no mail), as its owner would, unless `verified` is false.
 */
export async function registerViaApi(page: Page, email = uniqueEmail(), { verified = true } = {}) {
  const res = await page.request.post("/api/register", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const { dev } = (await res.json()) as { dev?: string };
  if (verified) {
    const token = new URL(dev ?? "").searchParams.get("token");
    expect((await page.request.post("/api/user/verification/confirm", { data: { token } })).status()).toBe(200);
  }
  return email;
}

/** Premium through the local test checkout, by its API (as its pages would: start, pay, activate). */
export async function becomePremiumViaApi(page: Page) {
  const started = await page.request.post("/api/subscribe/create-checkout");
  expect(started.status()).toBe(200);
  const { sessionId } = (await started.json()) as { sessionId: string };
  expect((await page.request.post(`/api/subscribe/test-checkout/${sessionId}/pay`)).status()).toBe(200);
  expect((await page.request.post("/api/subscribe/activate", { data: { sessionId } })).status()).toBe(200);
}

// Interpretations in a real browser: the built-in interpreter on the default
// server (en and uk), and, on a server of its own pointed at a Chat Completions
// server on 127.0.0.1, the consent question, the pending state and the AI's
// answer arriving on the card without a reload.
import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

type Messages = typeof en;

async function recordDream(page: Page, t: Messages, title: string, content: string) {
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.NewDream.dreamTitle).fill(title);
  await dialog.getByLabel(t.NewDream.content).fill(content);
  await dialog.getByRole("button", { name: t.NewDream.save }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

for (const [locale, t, title, content, symbol] of [
  ["en", en, "Falling teeth", "My teeth fell out while I stood in the rain.", /teeth/i],
  ["uk", uk, "Вода і змія", "Я плив у холодній воді, а за мною гналася змія.", /змі/i],
] as const) {
  test(`a recorded dream gets its interpretation on the card at once, in ${locale}, from the built-in interpreter`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL ?? "" }]);
    await registerViaApi(page);
    await page.goto("/");
    await recordDream(page, t, title, content);
    const card = page.getByTestId("dream-card");
    await expect(card.getByTestId("interpretation-text")).toContainText(symbol);
    await expect(card.getByTestId("interpretation-source")).toHaveText(t.DreamCard.sourceOffline);
    await expect(card.getByRole("button", { name: t.DreamCard.share })).toBeVisible();

    // A fresh one, asked for from the card.
    await card.getByTestId("interpret-again").click();
    await expect(toastWith(page, t.DreamCard.interpreted)).toBeVisible();
    await expect(card.getByTestId("interpretation-text")).toContainText(symbol);
  });
}

test("a Free user asking for a fourth fresh interpretation in a day is told why not", async ({ page }) => {
  await registerViaApi(page);
  const res = await page.request.post("/api/dreams", { data: { title: "Sea", content: "Deep water." } });
  const { id } = (await res.json()) as { id: number };
  for (let i = 0; i < 3; i++) expect((await page.request.post(`/api/dreams/${id}/interpret`)).status()).toBe(200);
  await page.goto(`/dreams/${id}`);
  await page.getByTestId("interpret-again").click();
  const toast = toastWith(page, en.DreamCard.interpretFailed);
  await expect(toast).toContainText("3 fresh interpretations per day");
});

test.describe("with an OpenAI-compatible server configured", () => {
  // One app server and one fake provider for both tests, in one worker.
  test.describe.configure({ mode: "serial" });
  const PORT = 3103;
  const MODEL = "fake-dream-model";
  let fake: FakeOpenAi;
  let server: ChildProcess;
  let log = "";

  test.beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = spawn("npx tsx scripts/migrate.ts && npx tsx scripts/server.ts", {
      shell: true,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(PORT),
        DATABASE_URL: "",
        PGLITE_DIR: ".data/e2e-ai-pglite",
        NEXTAUTH_SECRET: "ai-secret",
        APP_URL: `http://127.0.0.1:${PORT}`,
        TRUST_PROXY: "1",
        OPENAI_API_KEY: "sk-e2e",
        OPENAI_BASE_URL: fake.url,
        OPENAI_MODEL: MODEL,
        OPENAI_TIMEOUT_MS: "5000",
      },
    });
    const collect = (chunk: Buffer) => (log += chunk.toString());
    server.stdout?.on("data", collect);
    server.stderr?.on("data", collect);
    await expect.poll(() => log, { timeout: 60_000 }).toContain("listening on");
  });

  test.afterAll(async () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await fake.close();
  });

  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test("asks once before sending dreams out, then shows the AI's interpretation when it arrives", async ({ page }) => {
    await registerViaApi(page);
    await page.goto("/");
    const prompt = page.getByTestId("ai-consent");
    await expect(prompt).toContainText(MODEL);
    await expect(prompt).toContainText(new URL(fake.url).host);
    await page.getByTestId("ai-consent-agree").click();
    await expect(prompt).toHaveCount(0);

    // The provider's answer is held until the pending state has been seen.
    const release = fake.hold();
    const card = page.getByTestId("dream-card");
    try {
      await recordDream(page, en, "Lighthouse", "A light turned over the dark sea.");
      await expect(card.getByTestId("interpretation-pending")).toHaveText(en.DreamCard.interpretationPending);
    } finally {
      release();
    }
    // No reload: the journal asks again until the answer is stored.
    await expect(card.getByTestId("interpretation-text")).toContainText(`Fake ${MODEL} interpretation of “Lighthouse”`, {
      timeout: 15_000,
    });
    await expect(card.getByTestId("interpretation-source")).toHaveText(`AI · ${MODEL}`);
    const sent = fake.received.find((r) => r.data.title === "Lighthouse");
    expect(sent?.data.content).toBe("A light turned over the dark sea.");

    // The choice lives on the profile and can be taken back.
    await page.goto("/profile");
    const toggle = page.getByTestId("ai-consent-switch");
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByTestId("ai-consent-state")).toHaveText(en.Profile.aiOff);
    await page.goto("/");
    await expect(page.getByTestId("ai-consent")).toHaveCount(0);
  });

  test("declining keeps every dream on the server", async ({ page }) => {
    await registerViaApi(page);
    await page.goto("/");
    await page.getByTestId("ai-consent-decline").click();
    await expect(page.getByTestId("ai-consent")).toHaveCount(0);
    const before = fake.received.length;
    await recordDream(page, en, "Secret garden", "A garden only I know about.");
    await expect(page.getByTestId("interpretation-source")).toHaveText(en.DreamCard.sourceOffline);
    expect(fake.received.length).toBe(before);
  });
});

// The database goes away while people read: pages that cannot be rendered
// show the app's own translated error page inside the header and footer
// (never Next's bare "Application error", never a 404 for a dream that still
// exists), and "Try again" brings the page back once the database returns.
// The app runs as its own production server here, connected to PostgreSQL
// through a TCP relay this test can cut, as a restart or a network fault would.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";
import { expectRadixClassesStyled } from "./radix-classes";
import { Relay } from "../support/relay";
import { confirmDevLink } from "../support/verify";

const PORT = 3102;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.E2E_ADMIN_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DATABASE = "dreamscape_outage";

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

/**
 * Waits for scripts/server.ts to say it listens (it does once Next is ready),
 * or fails as soon as it exits; the hook's own timeout bounds the wait.
 */
async function waitForServer(child: ChildProcess, log: () => string) {
  await new Promise<void>((resolve, reject) => {
    const stop = () => {
      child.stdout?.off("data", heard);
      child.off("exit", exited);
    };
    const heard = () => {
      if (!log().includes("listening on")) return;
      stop();
      resolve();
    };
    const exited = () => {
      stop();
      reject(new Error(`the server exited:\n${log()}`));
    };
    child.stdout?.on("data", heard);
    child.once("exit", exited);
    if (child.exitCode !== null) exited();
    else heard();
  });
  expect((await fetch(`${BASE}/auth`)).ok).toBe(true);
}

/** No serious or critical axe violation, and every Radix class on screen styled. */
async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious, where).toEqual([]);
  await expectRadixClassesStyled(page, where);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

let relay: Relay;
let server: ChildProcess;

test.beforeAll(async () => {
  await recreateDatabase();
  const target = new URL(ADMIN_URL);
  relay = new Relay(target);
  const port = await relay.open();
  let output = "";
  server = spawn("sh", ["-c", "npx tsx scripts/migrate.ts && exec npx tsx scripts/server.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      NEXTAUTH_SECRET: "outage-secret",
      APP_URL: BASE,
      NEXT_TELEMETRY_DISABLED: "1",
      TRUST_PROXY: "1",
      DATABASE_URL: `postgresql://${target.username || "postgres"}@127.0.0.1:${port}/${DATABASE}`,
    },
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForServer(server, () => output);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await relay?.cut();
});

test("while the database is away, pages show a translated error in the app's shell; Try again recovers", async ({ browser }) => {
  // A signed-in owner with a shared dream, and a signed-out reader in Ukrainian.
  const owner = await browser.newContext({ baseURL: BASE });
  const page = await owner.newPage();
  const registered = await page.request.post("/api/register", { data: { email: uniqueEmail("outage"), password: PASSWORD } });
  expect(registered.status()).toBe(201);
  await confirmDevLink(BASE, (await registered.json()) as { dev?: string }); // its dream is shared
  const created = await page.request.post("/api/dreams", {
    data: { title: "Lanterns on the river", content: "I walked along the river at night and every lantern knew my name." },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const shared = await page.request.post(`/api/dreams/${id}/share`);
  expect(shared.status()).toBe(200);
  const { shareId } = (await shared.json()) as { shareId: string };

  const reader = await browser.newContext({ baseURL: BASE });
  await reader.addCookies([{ name: "NEXT_LOCALE", value: "uk", url: BASE }]);
  const friend = await reader.newPage();

  await relay.cut();

  // The owner's own dream: not a 404 (it still exists), the error page, with the header.
  await page.goto(`/dreams/${id}`);
  const ownError = page.getByTestId("page-error");
  await expect(ownError.getByRole("heading", { name: en.PageError.title })).toBeVisible();
  await expect(ownError).toContainText(en.PageError.text);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText(en.NotFound.title)).toHaveCount(0);
  await expect(page).toHaveTitle(`${en.PageError.title} | DreamScape`);
  await expectAccessible(page, "the error page, en");

  // The shared page, never read before (not in the cache): the same, in Ukrainian.
  await friend.goto(`/dreams/share/${shareId}`);
  const sharedError = friend.getByTestId("page-error");
  await expect(sharedError.getByRole("heading", { name: uk.PageError.title })).toBeVisible();
  await expect(sharedError.getByRole("link", { name: uk.PageError.home })).toHaveAttribute("href", "/uk");
  await friend.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(friend, "the error page, uk, dark");

  // Still away: Try again loads the page again, and it says the same.
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: en.PageError.retry }).click()]);
  await expect(ownError.getByRole("heading", { name: en.PageError.title })).toBeVisible();

  await relay.open();

  // Back: Try again renders the pages.
  await page.getByRole("button", { name: en.PageError.retry }).click();
  await expect(page.getByRole("heading", { name: "Lanterns on the river" })).toBeVisible();
  await expect(page.getByTestId("page-error")).toHaveCount(0);
  await friend.getByRole("button", { name: uk.PageError.retry }).click();
  await expect(friend.getByRole("heading", { level: 1, name: "Lanterns on the river" })).toBeVisible();
  await expect(friend.getByTestId("page-error")).toHaveCount(0);

  await owner.close();
  await reader.close();
});

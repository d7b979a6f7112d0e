// A dream the server refuses for the Free plan's daily quota is not lost
// (issue 35): it waits on the device like one written offline, the dialog's
// toast and the waiting card say when it will be saved (in the user's zone,
// not the browser's), and it is sent by itself once the quota resets.
// Runs against the PostgreSQL server: the server's midnight is played by
// moving the member's usage to yesterday in its database, and the browser's
// by Playwright's clock.
import type { Page } from "@playwright/test";
import pg from "pg";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

const BROWSER_ZONE = "America/Los_Angeles";
const USER_ZONE = "Asia/Tokyo";
test.use({ timezoneId: BROWSER_ZONE });

async function database<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: process.env.E2E_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_e2e",
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's day turns: what the member used today now counts for yesterday. */
const midnightPasses = (email: string) =>
  database((client) =>
    client.query(`UPDATE "daily_usage" SET "day" = "day" - 1 WHERE "userId" = (SELECT "id" FROM "users" WHERE "email" = $1)`, [
      email,
    ]),
  );

const storedTitles = async (page: Page) =>
  ((await (await page.request.get("/api/dreams")).json()) as { title: string }[]).map((d) => d.title);

/** The time the quota resets (the next midnight UTC), as the user's zone writes it in `locale`. */
const resetTime = (locale: string, now: Date) =>
  new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: USER_ZONE }).format(
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)),
  );

for (const x of [
  { locale: "en", prefix: "", t: en, width: 1280 },
  { locale: "uk", prefix: "/uk", t: uk, width: 375 },
] as const) {
  test(`${x.locale}, ${x.width} px: the 6th dream of a Free day waits on the device and is saved by itself the next day`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: x.width, height: 812 });
    const email = await registerViaApi(page);
    expect((await page.request.patch("/api/user", { data: { timeZone: USER_ZONE } })).status()).toBe(200);
    for (let i = 1; i <= 5; i++)
      expect(
        (await page.request.post("/api/dreams", { data: { title: `Dream ${i}`, content: "Recorded today." } })).status(),
      ).toBe(201);

    const now = new Date();
    await page.clock.install({ time: now });
    await page.goto(`${x.prefix}/`);
    await page.getByTestId("new-dream").click();
    const dialog = page.getByRole("dialog", { name: x.t.NewDream.title });
    await dialog.getByLabel(x.t.NewDream.dreamTitle).fill("The sixth dream");
    await dialog.getByLabel(x.t.NewDream.content).fill("A staircase that went down into the sea.");
    await dialog.getByRole("button", { name: x.t.NewDream.save }).click();
    await expect(dialog).toBeHidden();

    // Kept, and said when: the reset in the user's zone (Tokyo), not the browser's (Los Angeles).
    const toast = toastWith(page, x.t.Drafts.kept);
    await expect(toast).toContainText(resetTime(x.locale, now));
    const waiting = page.getByTestId("draft-card");
    await expect(waiting.getByRole("heading", { name: "The sixth dream" })).toBeVisible();
    await expect(waiting.getByTestId("draft-status")).toHaveText(x.t.Drafts.waiting);
    await expect(waiting.getByTestId("draft-problem")).toContainText(resetTime(x.locale, now));
    expect(await storedTitles(page)).not.toContain("The sixth dream");

    // Not before the reset: half an hour on (or, late in the UTC day, to a minute
    // before the reset), it is still waiting, and was not even sent.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/dreams") sent.push(request.url());
    });
    const untilReset = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
    const before = Math.max(0, Math.min(30 * 60_000, untilReset - 60_000 - 31_000));
    await page.clock.fastForward(before);
    await page.clock.runFor(31_000);
    expect(sent).toEqual([]);

    // The server's day turns, then the browser's clock passes the reset: the draft goes by itself.
    await midnightPasses(email);
    await page.clock.fastForward(untilReset - before);
    await page.clock.runFor(31_000);
    await expect(page.getByTestId("draft-card")).toHaveCount(0);
    await expect(page.getByTestId("dream-card").getByRole("heading", { name: "The sixth dream" })).toBeVisible();
    expect(await storedTitles(page)).toContain("The sixth dream");
  });
}

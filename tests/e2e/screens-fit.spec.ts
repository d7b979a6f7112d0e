// Screens that fit (issue 35), in a real Chromium: a new user's journal of 40
// restored dreams over two months, in English and Ukrainian. On a 375×812
// phone the first dream starts within the first screen (Dream Health and the
// filters fold into one line each), the dreams without an interpretation show
// one "Interpret" action each and the journal counts them; at 1280 px the
// trends charts span their sections, from the first dream's month, on whole-
// number axes; a calendar day's link leaves its dreams below the sticky header.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test } from "./fixtures";

// The user's days are UTC's (the browser reports its zone as the user's on the first signed-in page).
test.use({ timezoneId: "UTC" });

const catalogues = { en, uk } as const;
/** Each language's journal, at its own address. */
const HOME = { en: "/", uk: "/uk" } as const;
const DAY = 86_400_000;
const PHONE = { width: 375, height: 812 };

/** 40 dreams over the last two months, without interpretations (a backup from another app, say). */
function twoMonths(now = Date.now()) {
  return Array.from({ length: 40 }, (_, i) => ({
    title: `Night ${i + 1}`,
    content: `I walked along the sea at night and a dog followed me home, night ${i + 1}.`,
    mood: i % 3 ? "peaceful" : "mysterious",
    createdAt: new Date(now - (55 - i * 1.4) * DAY).toISOString(),
  }));
}

async function importDreams(page: Page, dreams: Record<string, unknown>[]) {
  const res = await page.request.post("/api/dreams/import", { data: { format: "dreamscape-journal", version: 1, dreams } });
  expect(res.status(), await res.text()).toBe(200);
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, where).toEqual([]);
}

for (const locale of ["en", "uk"] as const) {
  const t = catalogues[locale];

  test.describe(`${locale} on a 375×812 phone`, () => {
    test.use({ viewport: PHONE });

    test("the first dream starts within the first screen; health and filters fold into one line each", async ({ page }) => {
      await registerViaApi(page);
      await importDreams(page, twoMonths());
      await page.goto(HOME[locale]);
      const first = page.getByTestId("dream-card").first();
      await expect(first).toBeVisible();
      const top = (await first.boundingBox())?.y ?? Infinity;
      test.info().annotations.push({ type: "first dream card's top", description: `${Math.round(top)} px` });
      expect(top).toBeLessThan(PHONE.height);

      // Dream Health: one line, its details and the ambient panel behind a button.
      await expect(page.getByTestId("health-overall")).toBeVisible();
      await expect(page.getByTestId("ambient-panel")).toBeHidden();
      const toggle = page.getByTestId("health-toggle");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId("ambient-panel")).toBeVisible();
      await toggle.click();

      // The filters: the search in sight, the rest behind one button that counts them.
      const filters = page.getByTestId("filters-toggle");
      await expect(page.getByTestId("journal-search")).toBeVisible();
      await expect(page.getByTestId("mood-filter")).toBeHidden();
      await expect(filters).toHaveAttribute("aria-expanded", "false");
      await filters.click();
      await expect(filters).toHaveAttribute("aria-expanded", "true");
      await page.getByTestId("mood-filter").selectOption({ label: t.Moods.mysterious });
      await expect(page).toHaveURL(/[?&]mood=mysterious/);
      await expect(filters).toHaveAttribute("data-active", "1");
      await expect(filters).toHaveAccessibleName(t.Journal.filtersActive.replace("{count}", "1"));
      await expect(page.getByTestId("mood-filter")).toBeVisible();
      await expectAccessible(page, `${locale} journal on a phone, filters open`);

      // Kept in the address: a reload shows the same dreams, the panel folded, its count still said.
      await page.reload();
      await expect(page.getByTestId("filters-toggle")).toHaveAttribute("data-active", "1");
      await expect(page.getByTestId("mood-filter")).toBeHidden();
      await expect(page.getByTestId("dream-card").first()).toBeInViewport();
    });
  });

  test(`${locale}: dreams without an interpretation show one compact action, and the journal counts them`, async ({ page }) => {
    await registerViaApi(page);
    await importDreams(page, twoMonths());
    await page.goto(HOME[locale]);
    const backlog = page.getByTestId("interpretation-backlog");
    await expect(backlog).toHaveAttribute("data-waiting", "40");
    await expect(page.getByTestId("dream-card")).toHaveCount(15);
    // No empty "no interpretation yet" boxes: one button per card, named after its dream.
    const card = page.getByTestId("dream-card").first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    const action = card.getByRole("button", { name: t.DreamCard.interpretNamed.replace("{title}", title) });
    await expect(action).toBeVisible();
    await expect(card.getByTestId("interpretation-text")).toHaveCount(0);

    await action.click();
    await expect(card.getByTestId("interpretation-text")).toBeVisible();
    await expect(backlog).toHaveAttribute("data-waiting", "39");
    await expect(page.getByTestId("dream-card").first().getByTestId("interpret-again")).toHaveCount(1);
  });
}

test("the trends charts span their sections at 1280 px, from the first dream's month, on whole-number axes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerViaApi(page);
  const dreams = twoMonths();
  await importDreams(page, dreams);
  await page.goto("/trends");

  // No period in the address: the journal is two months old, so its months, not a year's.
  const rows = page.getByTestId("moods-table").locator("tbody tr");
  await expect(rows.first()).toHaveAttribute("data-month", dreams[0].createdAt.slice(0, 7));
  expect(await rows.count()).toBeLessThanOrEqual(3);

  for (const id of ["moods-trend", "lucid-trend", "health-trend"]) {
    const section = page.getByTestId(id);
    const svg = section.locator("svg.trend-chart");
    const [chart, card] = await Promise.all([svg.boundingBox(), section.boundingBox()]);
    expect(chart?.width ?? 0, id).toBeGreaterThanOrEqual(0.8 * (card?.width ?? Infinity));
  }

  // The dreams axis steps by whole numbers (1, 2, 5, 10…), never 12.5.
  const ticks = await page.getByTestId("moods-trend").locator('svg.trend-chart text[text-anchor="end"]').allTextContents();
  const values = ticks.map((text) => Number(text.replace(/\s/g, "")));
  expect(values.length).toBeGreaterThan(1);
  expect(values.every(Number.isInteger)).toBe(true);
  const step = values[1] - values[0];
  expect(String(step)).toMatch(/^[125]0*$/);
  expect(values.every((value, i) => value === i * step)).toBe(true);
});

test.describe("on a phone, a calendar day's link", () => {
  test.use({ viewport: PHONE });

  test("leaves its dreams below the sticky header, from the month and from the year's squares", async ({ page }) => {
    await registerViaApi(page);
    const now = Date.now() - 60_000;
    const day = new Date(now).toISOString().slice(0, 10);
    await importDreams(page, [
      { title: "Lighthouse", content: "A lighthouse in the fog.", createdAt: new Date(now).toISOString() },
      { title: "Harbour", content: "Boats at dawn.", createdAt: new Date(now - 1000).toISOString() },
    ]);
    const header = page.locator(".site-header");
    /** How far the day's list starts below the header's bottom edge (negative: under the header). */
    const gap = () =>
      page.evaluate(() => {
        const target = document.getElementById("day");
        const bar = document.querySelector(".site-header");
        return target && bar ? target.getBoundingClientRect().top - bar.getBoundingClientRect().bottom : null;
      });

    await page.goto(`/calendar?month=${day.slice(0, 7)}`);
    await expect(header).toBeVisible();
    await page.getByTestId("month-calendar").locator(`a[data-day="${day}"]`).click();
    await expect(page).toHaveURL(new RegExp(`day=${day}#day$`));
    await expect(page.getByTestId("day-dreams").getByTestId("day-dream")).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(gap).toBeGreaterThanOrEqual(0);

    // The year's squares are plain links: the browser itself scrolls to #day on arrival.
    await page.goto(`/calendar?month=${day.slice(0, 7)}`);
    await page.locator(`.heatmap-narrow a[href*="day=${day}"]`).click();
    await expect(page).toHaveURL(new RegExp(`day=${day}#day$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
  });
});

// The calendar and trends pages in a real Chromium: dreams seeded through the
// API on several days (New York's), then the header's link, the streaks, a
// month with a day's dreams, the year's heatmap and its table; the trends'
// charts and tables for the same dreams; a tag renamed into another (merged)
// and marked as a dream sign. English in the light theme, Ukrainian in the
// dark one; axe on every state; no horizontal overflow at 375 px; screenshots
// at 375 and 1280 px in test-results/patterns/ to look at.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

const catalogues = { en, uk } as const;

/** "YYYY-MM-DD" in New York, `back` days before today there. */
function nyDay(back: number): string {
  const noon = new Date(Date.now() - back * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(noon);
}

/** 01:00 UTC the next day is 20:00 or 21:00 the day before in New York: still that day, and never more than a day ahead. */
const nyEvening = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 25 * 3_600_000).toISOString();

/** Dreams with their dates, through the journal's import (recording eight a day would pass a free account's quota). */
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

async function expectNoOverflow(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${where} overflows at ${widths.client} px`).toBeLessThanOrEqual(widths.client);
}

/** Both widths, both full pages, named after the language and theme. */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoOverflow(page, name);
    // From the top, nothing focused: the sticky header and the skip link stay where a visitor sees them.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.screenshot({ path: `test-results/patterns/${name}-${width}.png`, fullPage: true });
  }
}

async function useLocale(context: BrowserContext, locale: keyof typeof catalogues) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
}

const SETTINGS = [
  { locale: "en", colorScheme: "light", streak: { current: "3 days", longest: "4 days" } },
  { locale: "uk", colorScheme: "dark", streak: { current: "3 дні", longest: "4 дні" } },
] as const;

for (const { locale, colorScheme, streak } of SETTINGS) {
  const t = catalogues[locale];

  test(`${locale}, ${colorScheme}: the calendar with its streaks and days, the trends of the same dreams, tags renamed and marked`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await useLocale(context, locale);
    await page.emulateMedia({ colorScheme });
    await registerViaApi(page);
    // The browser reports New York as the user's zone on the first signed-in page.
    expect((await page.request.patch("/api/user", { data: { timeZone: ZONE } })).status()).toBe(200);

    // Today twice and the two days before (the current streak: 3), and four days in a row two weeks ago (the longest: 4).
    const today = nyDay(0);
    await importDreams(page, [
      {
        title: "Sea of glass",
        content: "I walked on the sea at night and knew I was dreaming; the water was calm.",
        mood: "peaceful",
        tags: ["Sea", "glass"],
        lucid: true,
        clarity: 2,
        createdAt: nyEvening(today),
      },
      {
        title: "Night train",
        content: "A train crossed the sea under the moon.",
        mood: "mysterious",
        tags: ["ocean"],
        createdAt: new Date(Date.parse(nyEvening(today)) - 3_600_000).toISOString(),
      },
      ...[1, 2, 12, 13, 14, 15].map((back) => ({
        title: `Dream ${back} days ago`,
        content: "We were lost in a forest; a dog led us to a river.",
        mood: back % 2 ? "anxious" : "happy",
        tags: back > 10 ? ["ocean"] : [],
        createdAt: nyEvening(nyDay(back)),
      })),
    ]);

    // The header's link leads to the calendar.
    await page.goto("/");
    await page.getByRole("navigation", { name: t.Nav.main }).getByRole("link", { name: t.Nav.patterns }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole("heading", { level: 1, name: t.Patterns.calendarTitle })).toBeVisible();
    await expect(page.getByTestId("current-streak")).toHaveText(streak.current);
    await expect(page.getByTestId("longest-streak")).toHaveText(streak.longest);

    // Today's square holds two dreams; choosing it lists them beside the month.
    const todayCell = page.getByTestId("month-calendar").locator(`[data-day="${today}"]`);
    await expect(todayCell).toHaveAttribute("data-count", "2");
    await todayCell.click();
    await expect(page).toHaveURL(new RegExp(`day=${today}`));
    const listed = page.getByTestId("day-dreams");
    await expect(listed.getByTestId("day-dream")).toHaveCount(2);
    await expect(listed).toContainText("Sea of glass");
    await expect(listed).toContainText("Night train");
    await expect(todayCell).toHaveAttribute("aria-current", "date");
    // The heatmap draws the same day, and the year's table counts the month.
    await expect(page.getByTestId("year-heatmap").locator(`.heatmap-wide rect[data-day="${today}"]`)).toHaveAttribute(
      "data-count",
      "2",
    );
    const seededDays = [today, today, ...[1, 2, 12, 13, 14, 15].map(nyDay)];
    const thisMonth = seededDays.filter((day) => day.startsWith(today.slice(0, 7)));
    const monthRow = page
      .getByTestId("year-table")
      .locator("tbody tr")
      .nth(Number(today.slice(5, 7)) - 1);
    await expect(monthRow.locator("td").first()).toHaveText(String(thisMonth.length));
    await expect(monthRow.locator("td").nth(1)).toHaveText(String(new Set(thisMonth).size));
    await expectAccessible(page, "calendar with a day chosen");
    await screenshots(page, `calendar-${locale}-${colorScheme}`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A day without dreams is not a link; the previous month and back.
    await page.getByTestId("previous-month").click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
    await page.getByTestId("next-month").click();
    await expect(page.getByTestId("month-calendar").locator(`[data-day="${today}"]`)).toHaveAttribute("data-count", "2");

    // The day's link into the journal narrows it to that day.
    await todayCell.click();
    await page.getByTestId("day-in-journal").click();
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(page.getByTestId("dream-card")).toHaveCount(2);
    await page.goBack();

    // Trends: this month's dreams in the moods and lucid tables, and a line of Dream Health.
    await page.getByTestId("patterns-nav").getByRole("link", { name: t.Patterns.trendsTitle }).click();
    await expect(page).toHaveURL(/\/trends$/);
    await expect(page.getByRole("heading", { level: 1, name: t.Patterns.trendsTitle })).toBeVisible();
    const month = today.slice(0, 7);
    const moodRow = page.getByTestId("moods-table").locator(`tr[data-month="${month}"]`);
    // Each chart's table opens from the keyboard.
    await expect(moodRow).toBeHidden();
    await page.getByTestId("moods-trend").getByText(t.Patterns.showTable).focus();
    await page.keyboard.press("Enter");
    await expect(moodRow).toBeVisible();
    await expect(moodRow.locator('td[data-mood="peaceful"]')).toHaveText("1");
    await expect(moodRow.locator('td[data-mood="mysterious"]')).toHaveText("1");
    await expect(page.getByTestId("lucid-table").locator(`tr[data-month="${month}"] td`).nth(1)).toHaveText("1");
    const health = Number(await page.getByTestId("health-table").locator(`tr[data-month="${month}"] td`).textContent());
    expect(health).toBeGreaterThan(0);
    await expect(page.getByTestId("symbols-table").locator(`tr[data-month="${month}"]`)).not.toContainText(t.Patterns.noSymbols);
    await expect(page.getByTestId("signs-trend")).toContainText(t.Patterns.noSigns);

    // A tag renamed onto another's name merges them, after saying so.
    const manager = page.getByTestId("tag-manager");
    await manager.locator('[data-tag="Sea"]').getByTestId("rename-tag").click();
    const form = manager.getByTestId("rename-form");
    await form.getByRole("textbox").fill("Ocean");
    await expect(form).toContainText(t.Tags.mergeWarning.replace("{tag}", "ocean"));
    await form.getByTestId("rename-save").click();
    await expect(toastWith(page, t.Tags.merged.replace("{tag}", "ocean"))).toBeVisible();
    await expect(manager.locator('[data-tag="Sea"]')).toHaveCount(0);
    // ocean: the night train and four dreams two weeks ago; and now the sea of glass.
    await expect(manager.locator('[data-tag="ocean"]')).toContainText("6");

    // Marked as a dream sign: the signs table counts it in the period and in all.
    await manager.locator('[data-tag="ocean"]').getByTestId("managed-sign-toggle").click();
    await expect(manager.locator('[data-tag="ocean"]')).toHaveAttribute("data-dream-sign", "true");
    const sign = page.getByTestId("signs-table").locator('tr[data-sign="ocean"]');
    await expect(sign.getByTestId("sign-total")).toHaveText("6");
    await expectAccessible(page, "trends");
    await screenshots(page, `trends-${locale}-${colorScheme}`);

    // A backwards period says why and shows the default one.
    await page.goto(`/trends?from=${month}&to=2000-01`);
    await expect(page.getByTestId("range-error")).toHaveText(t.Validation.dateRangeBackwards);
    await expect(page.getByTestId("moods-table").locator(`tr[data-month="${month}"]`)).toBeAttached();

    // The journal by the merged tag: its six dreams.
    await page.goto(`/?tag=ocean`);
    await expect(page.getByTestId("dream-card")).toHaveCount(6);
  });
}

test("the calendar and trends of a new journal say what to do, and need a session", async ({ page, context }) => {
  await useLocale(context, "en");
  await page.goto("/calendar");
  await expect(page).toHaveURL(/\/auth/);
  await registerViaApi(page);
  await page.goto("/calendar");
  await expect(page.getByTestId("current-streak")).toHaveText("0 days");
  await expect(page.getByTestId("day-dreams")).toHaveCount(0);
  await page.goto("/trends");
  await expect(page.getByTestId("trends-empty")).toHaveText(en.Patterns.emptyTrends);
  await expect(page.getByTestId("tag-manager")).toContainText(en.Tags.empty);
  await expectAccessible(page, "empty trends");
});

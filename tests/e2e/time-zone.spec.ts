// One time zone on every screen (issue 35), in a real Chromium: the browser
// is in Los Angeles, the user's setting is Kiritimati (UTC+14). A dream
// written at 12:30 UTC on 20 November is 04:30 on the 20th in Los Angeles and
// 02:30 on the 21st in Kiritimati: its card, its page, the calendar and the
// text export all say the 21st at 02:30, in English and Ukrainian, at 375 and
// 1280 px. Then the zone is changed on /profile with the keyboard, through
// the searchable list, and the dates follow.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

const BROWSER_ZONE = "America/Los_Angeles";
const USER_ZONE = "Pacific/Kiritimati";
test.use({ timezoneId: BROWSER_ZONE });

const WRITTEN = "2026-11-20T12:30:00.000Z";

/** What each language writes for WRITTEN in Kiritimati, and in Los Angeles (where the browser is). */
const EXPECTED = {
  en: {
    t: en,
    home: "/",
    prefix: "",
    day: "November 21, 2026",
    weekday: "Saturday",
    time: /2:30\sAM/,
    laDay: "November 20, 2026",
    laTime: /4:30\sAM/,
    city: "Kiritimati",
    search: "Los Angeles",
  },
  uk: {
    t: uk,
    home: "/uk",
    prefix: "/uk",
    day: "21 листопада 2026",
    weekday: "субота",
    time: /02:30/,
    laDay: "20 листопада 2026",
    laTime: /04:30/,
    city: "Кірітіматі",
    search: "Лос-Андж",
  },
} as const;

const WIDTHS = [375, 1280] as const;

async function useLocale(context: BrowserContext, locale: keyof typeof EXPECTED) {
  if (locale !== "en") await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
}

/** The user's zone, as saved by the app's own call (lib/swr/use-time-zone.ts: PATCH /api/user). */
async function setZone(page: Page, timeZone: string) {
  const res = await page.request.patch("/api/user", { data: { timeZone } });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { timeZone: string }).timeZone).toBe(timeZone);
}

async function expectDateAndTime(where: Locator, day: string, time: RegExp) {
  await expect(where).toContainText(day);
  await expect(where).toContainText(time);
}

async function expectNoOverflow(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${where} overflows at ${widths.client} px`).toBeLessThanOrEqual(widths.client);
}

for (const locale of ["en", "uk"] as const) {
  for (const width of WIDTHS) {
    test(`${locale}, ${width} px: a dream's date is the user's zone's on its card, its page, the calendar and the export, not the browser's`, async ({
      page,
      context,
    }) => {
      const x = EXPECTED[locale];
      await page.setViewportSize({ width, height: 900 });
      await useLocale(context, locale);
      await registerViaApi(page);
      // Before any page: the browser (Los Angeles) would otherwise report its own zone as the user's.
      await setZone(page, USER_ZONE);
      const created = await page.request.post("/api/dreams", {
        data: { title: "Lagoon at dawn", content: "Warm water under a pink sky.", mood: "peaceful", createdAt: WRITTEN },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      // The card in the journal.
      await page.goto(x.home);
      const card = page.getByTestId("dream-card").filter({ hasText: "Lagoon at dawn" });
      const cardDate = card.locator(`time[datetime="${WRITTEN}"]`);
      await expectDateAndTime(cardDate, x.day, x.time);
      await expect(cardDate).not.toContainText(x.laDay);
      await expectNoOverflow(page, `${locale} journal`);
      // The browser reported nothing over the user's choice.
      expect(((await (await page.request.get("/api/user")).json()) as { timeZone: string }).timeZone).toBe(USER_ZONE);

      // The dream's page.
      await page.goto(`${x.prefix}/dreams/${id}`);
      const pageDate = page.getByTestId("dream-view").locator(`time[datetime="${WRITTEN}"]`);
      await expectDateAndTime(pageDate, x.day, x.time);
      await expect(pageDate).toContainText(x.weekday);

      // The calendar: the dream is on the 21st, at the same time.
      await page.goto(`${x.prefix}/calendar?month=2026-11&day=2026-11-21`);
      const day = page.getByTestId("day-dreams");
      await expect(day.getByRole("heading", { level: 2 })).toContainText(x.day);
      const listed = day.getByTestId("day-dream").filter({ hasText: "Lagoon at dawn" });
      await expect(listed.locator(`time[datetime="${WRITTEN}"]`)).toHaveText(x.time);
      await page.goto(`${x.prefix}/calendar?month=2026-11&day=2026-11-20`);
      await expect(page.getByTestId("day-dreams").getByTestId("day-dream")).toHaveCount(0);
      await expectNoOverflow(page, `${locale} calendar`);

      // The text export: the same date and time, and the zone named in the header.
      const exported = await page.request.get("/api/dreams/export");
      expect(exported.status()).toBe(200);
      const text = await exported.text();
      const header = x.t.Export.generated.split("{zone}")[0].split("{date}")[1];
      expect(text).toContain(`${header}${x.city} (${USER_ZONE})`);
      expect(text).not.toContain("(UTC)");
      const dateLine = text.split("\n").find((line) => line.startsWith(`${x.t.Export.date}: `)) ?? "";
      expect(dateLine).toContain(x.day);
      expect(dateLine).toMatch(x.time);
    });
  }

  test(`${locale}: the zone chosen on /profile by searching and the keyboard, and the dates follow`, async ({
    page,
    context,
  }) => {
    const x = EXPECTED[locale];
    await useLocale(context, locale);
    await registerViaApi(page);
    await setZone(page, USER_ZONE);
    expect(
      (
        await page.request.post("/api/dreams", { data: { title: "Lagoon at dawn", content: "Warm.", createdAt: WRITTEN } })
      ).status(),
    ).toBe(201);

    await page.goto(`${x.prefix}/profile`);
    const settings = page.getByTestId("time-zone-settings");
    await expect(settings.getByTestId("time-zone-current")).toContainText(`${x.city}`);
    await expect(settings.getByTestId("time-zone-current")).toContainText(`(${USER_ZONE})`);
    // The browser's zone is suggested.
    await expect(settings.getByTestId("device-time-zone")).toContainText(`(${BROWSER_ZONE})`);

    const search = settings.getByRole("combobox", { name: x.t.Profile.timeZoneSearchLabel });
    await search.click();
    const list = settings.getByRole("listbox", { name: x.t.Profile.timeZoneList });
    await expect(list).toBeVisible();
    // Without a search, this device's zone comes first.
    await expect(list.getByRole("option").first()).toContainText(BROWSER_ZONE);
    await search.fill(x.search);
    await expect(list.getByRole("option")).toHaveCount(1);
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
    await search.press("Enter");
    await expect(list).toBeHidden();
    await expect(toastWith(page, BROWSER_ZONE)).toBeVisible();
    await expect(settings.getByTestId("time-zone-current")).toContainText(`(${BROWSER_ZONE})`);

    // A renamed zone is offered and stored by its current name.
    await search.fill(locale === "en" ? "Kiev" : "Київ");
    await expect(list.getByRole("option")).toHaveCount(1);
    await expect(list.getByRole("option")).toContainText("Europe/Kyiv");

    // Every date now follows Los Angeles: the 20th at 04:30.
    await page.goto(x.home);
    await expectDateAndTime(page.getByTestId("dream-card").locator(`time[datetime="${WRITTEN}"]`), x.laDay, x.laTime);
  });
}

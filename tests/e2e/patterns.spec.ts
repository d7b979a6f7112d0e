// Patterns over time in the journal, in a real Chromium, in English and
// Ukrainian: a dream recorded with its date, tags and lucidity through the
// dialog and through the API; the journal filtered by tag, lucidity and days,
// kept through a reload and the back button; a dream sign marked; a suggested
// tag accepted; the time zone reported by the browser and changed on /profile.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

// Days and times below are New York's: the browser's zone, which it reports as the user's.
const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

const catalogues = { en, uk } as const;
type Locale = keyof typeof catalogues;

/** The journal's result count, as Journal.resultCount words it for these numbers. */
const COUNTS: Record<Locale, Record<number, string>> = {
  en: { 1: "1 dream", 2: "2 dreams", 3: "3 dreams", 4: "4 dreams" },
  uk: { 1: "1 сон", 2: "2 сни", 3: "3 сни", 4: "4 сни" },
};
/** DreamCard.signRecurs for two dreams. */
const SIGN_IN_TWO: Record<Locale, string> = { en: "dream sign, in 2 dreams", uk: "знак сну, у 2 снах" };

/** Words of each language's test dreams. */
const WORDS = {
  en: { sea: "sea", train: "train", night: "night", moon: "Moon", owl: "Owl" },
  uk: { sea: "море", train: "потяг", night: "ніч", moon: "Місяць", owl: "Сова" },
} as const;

async function useLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL ?? "http://127.0.0.1" }]);
}

async function createDream(page: Page, data: Record<string, unknown>): Promise<{ id: number; suggestedTags?: string[] }> {
  const res = await page.request.post("/api/dreams", { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; suggestedTags?: string[] };
}

/** Picks the option labelled `option` in a filter's select. */
async function choose(select: Locator, option: string) {
  await select.selectOption({ label: option });
}

/** The label of the option a select shows. */
const shown = (select: Locator) => select.locator("option:checked");

for (const locale of ["en", "uk"] as const) {
  const t = catalogues[locale];
  const w = WORDS[locale];
  const count = (n: number) => COUNTS[locale][n];

  test(`${locale}: dreams with dates, tags and lucidity, from the dialog and the API; the journal filtered by tag, lucidity and days, through a reload and the back button`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await useLocale(context, baseURL, locale);
    await registerViaApi(page);
    // Seeded through the API, dated in the past (midday, New York time).
    await createDream(page, {
      title: "Glass sea",
      content: "I walked on a sea of glass and knew it was a dream.",
      tags: [w.sea, "Glass"],
      lucid: true,
      clarity: 2,
      createdAt: "2026-01-10T12:00:00-05:00",
    });
    await createDream(page, {
      title: "Night train",
      content: "A train crossed a frozen lake at night.",
      tags: [w.train],
      lucid: false,
      createdAt: "2026-02-03T12:00:00-05:00",
    });
    await createDream(page, { title: "Forest", content: "Tall trees and a path.", createdAt: "2026-03-01T12:00:00-05:00" });

    await page.goto("/");
    await expect(page.getByTestId("dream-card")).toHaveCount(3);
    await expect(page.getByTestId("result-count")).toHaveText(count(3));
    // The browser reported its zone: the days below are New York's.
    await expect
      .poll(async () => ((await (await page.request.get("/api/user")).json()) as { timeZone: string | null }).timeZone)
      .toBe(ZONE);

    // Through the dialog: an older date, two tags (Enter and a comma), a repeat refused, lucid with clarity 3.
    await page.getByTestId("new-dream").click();
    const dialog = page.getByRole("dialog", { name: t.NewDream.title });
    await dialog.getByLabel(t.NewDream.dreamTitle).fill("Owl on the moon");
    await dialog.getByLabel(t.NewDream.content).fill("An owl sat on the moon and I flew up to it on purpose.");
    await dialog.getByLabel(t.NewDream.date).fill("2026-03-15T08:30");
    const tagInput = dialog.getByTestId("tag-input");
    await tagInput.fill(w.moon);
    await tagInput.press("Enter");
    await tagInput.pressSequentially(`${w.owl},`);
    await expect(dialog.getByTestId("form-tags").getByRole("listitem")).toHaveText([w.moon, w.owl]);
    await tagInput.fill(w.moon.toUpperCase());
    await tagInput.press("Enter");
    await expect(dialog.getByTestId("tag-error")).toHaveText(t.Validation.tagsDuplicate);
    await expect(dialog.getByTestId("form-tags").getByRole("listitem")).toHaveCount(2);
    await tagInput.fill("");
    await dialog.getByTestId("lucid-checkbox").click();
    await choose(dialog.getByTestId("clarity-select"), t.Lucid.level3);
    await dialog.getByRole("button", { name: t.NewDream.save }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId("dream-card").filter({ hasText: "Owl on the moon" });
    await expect(card.getByTestId("lucid-mark")).toHaveText(t.DreamCard.lucidClarity.replace("{clarity}", "3"));
    await expect(card.getByTestId("card-tag")).toHaveText([w.moon, w.owl]);
    await expect(page.getByTestId("result-count")).toHaveText(count(4));
    const stored = (await (await page.request.get("/api/dreams")).json()) as {
      title: string;
      createdAt: string;
      tags: string[];
      lucid: boolean;
      clarity: number | null;
    }[];
    // 08:30 in New York on 15 March 2026 (daylight saving time, UTC−4).
    expect(stored.find((d) => d.title === "Owl on the moon")).toMatchObject({
      createdAt: "2026-03-15T12:30:00.000Z",
      tags: [w.moon, w.owl],
      lucid: true,
      clarity: 3,
    });

    // By tag.
    await choose(page.getByTestId("tag-filter"), w.sea);
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(w.sea)}`));
    await expect(page.getByTestId("result-count")).toHaveText(count(1));
    await expect(page.getByTestId("dream-card")).toHaveCount(1);
    await expect(page.getByTestId("dream-card")).toContainText("Glass sea");

    // Clear filters: everything again.
    await page.getByTestId("clear-filters").click();
    await expect(page).toHaveURL(locale === "en" ? /\/$/ : new RegExp(`/${locale}$`));
    await expect(page.getByTestId("result-count")).toHaveText(count(4));

    // By lucidity: the seeded lucid dream and the one from the dialog.
    await choose(page.getByTestId("lucid-filter"), t.Journal.lucidOnly);
    await expect(page).toHaveURL(/[?&]lucid=true/);
    await expect(page.getByTestId("result-count")).toHaveText(count(2));
    await expect(page.getByTestId("dream-card")).toHaveCount(2);

    // A reload shows the same view, from the server's first render on.
    await page.reload();
    await expect(shown(page.getByTestId("lucid-filter"))).toHaveText(t.Journal.lucidOnly);
    await expect(page.getByTestId("result-count")).toHaveText(count(2));
    await expect(page.getByTestId("dream-card")).toHaveCount(2);

    // Into a dream and back: the filter is still there.
    await page.getByTestId("dream-card").filter({ hasText: "Glass sea" }).getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Glass sea" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]lucid=true/);
    await expect(shown(page.getByTestId("lucid-filter"))).toHaveText(t.Journal.lucidOnly);
    await expect(page.getByTestId("result-count")).toHaveText(count(2));

    // Not lucid, within February: the night train only (combined with the lucid filter's other value).
    await choose(page.getByTestId("lucid-filter"), t.Journal.lucidNot);
    await expect(page).toHaveURL(/[?&]lucid=false/);
    await expect(page.getByTestId("result-count")).toHaveText(count(2));
    // Each change goes to the address before the next one is made, as a person's would.
    await page.getByLabel(t.Journal.fromDay, { exact: true }).fill("2026-02-01");
    await expect(page).toHaveURL(/from=2026-02-01/);
    await page.getByLabel(t.Journal.toDay, { exact: true }).fill("2026-02-28");
    await expect(page).toHaveURL(/lucid=false&from=2026-02-01&to=2026-02-28/);
    await expect(page.getByTestId("result-count")).toHaveText(count(1));
    await expect(page.getByTestId("dream-card")).toContainText("Night train");

    // A bookmark of that view, opened afresh.
    const bookmark = page.url();
    await page.goto("/");
    await page.goto(bookmark);
    await expect(page.getByTestId("result-count")).toHaveText(count(1));
    await expect(page.getByLabel(t.Journal.fromDay, { exact: true })).toHaveValue("2026-02-01");
    await expect(page.getByLabel(t.Journal.toDay, { exact: true })).toHaveValue("2026-02-28");
  });

  test(`${locale}: a suggested tag accepted with one click, a dream sign marked with how often it recurs, the journal filtered by it`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLocale(context, baseURL, locale);
    await registerViaApi(page);
    const content =
      locale === "en"
        ? "I swam in cold water while a snake chased me across the lake."
        : "Я плив у холодній воді, а за мною гналася змія.";
    const dream = await createDream(page, { title: locale === "en" ? "The snake" : "Змія", content, tags: [w.night] });
    await createDream(page, { title: "Another night", content: "Stars over the roofs.", tags: [w.night] });
    // The interpretation (the built-in interpreter's, in the caller's language) suggests its symbols.
    expect(dream.suggestedTags?.length).toBeGreaterThan(0);

    await page.goto(`/dreams/${dream.id}`);
    const section = page.getByTestId("dream-tags");
    await expect(section.getByRole("heading", { name: t.DreamCard.tagsTitle })).toBeVisible();
    const suggestion = section.getByTestId("suggested-tag").first();
    const name = (await suggestion.innerText()).trim();
    expect(name).not.toBe("");
    await section.getByRole("button", { name: t.DreamCard.addSuggested.replace("{tag}", name) }).click();
    await expect(toastWith(page, t.DreamCard.tagAdded.replace("{tag}", name))).toBeVisible();
    await expect(section.getByTestId("dream-tag").filter({ hasText: name })).toBeVisible();
    await expect(section.getByRole("button", { name: t.DreamCard.addSuggested.replace("{tag}", name) })).toHaveCount(0);
    const tagsNow = ((await (await page.request.get(`/api/dreams/${dream.id}`)).json()) as { tags: string[] }).tags;
    expect(tagsNow).toContain(name);

    // The night is a dream sign: marked, it says it recurs in both dreams.
    const night = section.getByTestId("dream-tag").filter({ hasText: w.night });
    const toggle = night.getByRole("button", { name: t.DreamCard.signToggle.replace("{tag}", w.night) });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(night.getByTestId("dream-sign-count")).toHaveText(SIGN_IN_TWO[locale]);
    const tags = (await (await page.request.get("/api/tags")).json()) as { name: string; count: number; dreamSign: boolean }[];
    expect(tags.find((tag) => tag.name === w.night)).toEqual({ name: w.night, count: 2, dreamSign: true });

    // Still a sign after a reload; its link shows the journal narrowed to it.
    await page.reload();
    await expect(night.getByRole("button", { name: t.DreamCard.signToggle.replace("{tag}", w.night) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await night.getByRole("link", { name: t.DreamCard.showTag.replace("{tag}", w.night) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(w.night)}`));
    await expect(page.getByTestId("result-count")).toHaveText(count(2));
    await expect(shown(page.getByTestId("tag-filter"))).toHaveText(w.night);

    // Unmarked again from the dream's page.
    await page.goto(`/dreams/${dream.id}`);
    await night.getByRole("button", { name: t.DreamCard.signToggle.replace("{tag}", w.night) }).click();
    await expect(night.getByRole("button", { name: t.DreamCard.signToggle.replace("{tag}", w.night) })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(night.getByTestId("dream-sign-count")).toHaveCount(0);
  });
}

test("the time zone: reported once by the browser, changed on /profile, and back to the device's", async ({ page }) => {
  await registerViaApi(page);
  const zone = async () => ((await (await page.request.get("/api/user")).json()) as { timeZone: string | null }).timeZone;
  expect(await zone()).toBeNull();
  await page.goto("/profile");
  await expect.poll(zone).toBe(ZONE);
  const settings = page.getByTestId("time-zone-settings");
  const current = settings.getByTestId("time-zone-current");
  await expect(current).toHaveAttribute("data-zone", ZONE);
  await expect(current).toHaveText("New York, United States (America/New_York)");
  await expect(settings.getByTestId("device-time-zone")).toHaveCount(0);

  const search = settings.getByRole("combobox", { name: en.Profile.timeZoneSearchLabel });
  await search.fill("tokyo");
  await settings.getByRole("option", { name: /Asia\/Tokyo/ }).click();
  await expect(toastWith(page, en.Profile.timeZoneSaved.replace("{zone}", "Tokyo, Japan (Asia/Tokyo)"))).toBeVisible();
  await expect.poll(zone).toBe("Asia/Tokyo");
  // A zone the user chose is not overwritten by the browser's on the next page.
  await page.goto("/");
  await expect(page.getByTestId("new-dream")).toBeVisible();
  await page.goto("/profile");
  await expect(current).toHaveAttribute("data-zone", "Asia/Tokyo");
  expect(await zone()).toBe("Asia/Tokyo");

  await expect(settings.getByTestId("device-time-zone")).toHaveText(
    en.Profile.timeZoneDevice.replace("{zone}", "New York, United States (America/New_York)"),
  );
  await settings.getByRole("button", { name: en.Profile.useDeviceZone }).click();
  await expect(current).toHaveAttribute("data-zone", ZONE);
  await expect.poll(zone).toBe(ZONE);
});

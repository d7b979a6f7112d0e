// How long the journal takes to answer a person (issue 32): each interaction's
// worst event, from input to the next paint, as the Event Timing API reports
// it (what INP is made of), in Chromium with its CPU slowed 4×, for a member
// with 30 dreams over the last 30 days (tags, moods, every third lucid), in
// English and in Ukrainian. The web's "good" INP is 200 ms or less.
// Events shorter than 16 ms are not reported by the browser: "< 16". Each
// interaction starts from a freshly loaded journal, so opening New Dream is
// its first use (its code loads on demand); the median of BENCH_ROUNDS runs (at most 5:
// each saves a dream, and a Free member stores 5 a day).
import { chromium, type Page } from "@playwright/test";
import { recreatePglite, startServer } from "./lib";
import { seedMember } from "./member";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 11;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const GOOD = 200;
/** Each interaction is measured this many times, each on a freshly loaded journal (BENCH_ROUNDS); the median is shown. */
const ROUNDS = Math.min(5, Number(process.env.BENCH_ROUNDS ?? 3));

/** Records every interaction's events (Event Timing API) from the page's start on. */
const OBSERVE = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
`;

declare global {
  interface Window {
    __events: { id: number; duration: number }[];
  }
}

/** Runs `act`, waits for `done` and a little more for the events to arrive; the worst event's duration (0: none over 16 ms). */
async function worst(page: Page, act: () => Promise<void>, done: () => Promise<unknown>): Promise<number> {
  await page.evaluate(() => (window.__events = []));
  await act();
  await done();
  await page.waitForTimeout(400);
  return page.evaluate(() => Math.max(0, ...window.__events.map((e) => e.duration)));
}

interface Interaction {
  name: string;
  /** What comes before the measured part (not measured). */
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** What shows the interaction was answered. */
  done: (page: Page) => Promise<unknown>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: "opening New Dream",
    act: (page) => page.getByTestId("new-dream").click(),
    done: (page) => page.getByRole("dialog").waitFor(),
  },
  {
    name: "typing 20 characters in the search",
    act: (page) => page.getByTestId("journal-search").pressSequentially("lighthouse and tide!", { delay: 40 }),
    done: (page) => page.waitForURL(/[?&]q=/),
  },
  {
    name: "choosing a mood filter",
    // The browser's own select: the keyboard chooses the next mood, as a
    // person does from the focused filter (the system's list is not the page's).
    act: async (page) => {
      await page.getByTestId("mood-filter").focus();
      await page.keyboard.press("ArrowDown");
    },
    done: (page) => page.waitForURL(/[?&]mood=/),
  },
  {
    name: "opening a dream",
    act: (page) => page.getByTestId("dream-card").first().getByRole("link").first().click(),
    done: (page) => page.waitForURL(/\/dreams\/\d+$/),
  },
  {
    name: "the next page of the journal",
    act: (page) =>
      page
        .locator("nav")
        .filter({ has: page.getByTestId("page-status") })
        .getByRole("button")
        .last()
        .click(),
    done: (page) => page.waitForURL(/[?&]page=2/),
  },
  {
    name: "saving a dream (to the next paint)",
    before: async (page) => {
      await page.getByTestId("new-dream").click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox").first().fill("A door in the sea");
      await dialog
        .getByRole("textbox")
        .nth(1)
        .fill("I opened a door in the middle of the sea and walked into my childhood house.");
    },
    act: (page) =>
      page
        .getByRole("dialog")
        .getByRole("button", { name: /save|зберегти/i })
        .click(),
    done: (page) => page.getByRole("dialog").waitFor({ state: "detached" }),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each interaction on a freshly loaded journal, `rounds` times; the median of its worst events. */
async function measure(base: string, cookie: string, prefix: string, rounds: number): Promise<Record<string, string>> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const times = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const interaction of INTERACTIONS) {
        await page.goto(`${base}${prefix || "/"}`, { waitUntil: "networkidle" });
        await interaction.before?.(page);
        const time = await worst(
          page,
          () => interaction.act(page),
          () => interaction.done(page),
        );
        times.set(interaction.name, [...(times.get(interaction.name) ?? []), time]);
      }
    }
    await context.close();
    const show = (ms: number) => (ms === 0 ? "< 16 ms" : `${Math.round(ms)} ms${ms > GOOD ? "  OVER 200" : ""}`);
    return Object.fromEntries([...times].map(([interaction, values]) => [interaction, show(median(values))]));
  } finally {
    await browser.close();
  }
}

export async function benchInteractions() {
  console.log(
    `\n## Interactions on the journal (Event Timing API, Chromium at 4× CPU slowdown, median of ${ROUNDS}; good: ≤ 200 ms)`,
  );
  const dir = ".data/bench-interactions-pglite";
  await recreatePglite(dir);
  const server = await startServer(PORT, { DATABASE_URL: "", PGLITE_DIR: dir, APP_URL: `http://127.0.0.1:${PORT}` });
  try {
    const rows: Record<string, Record<string, string>> = {};
    for (const [language, prefix] of [
      ["en", ""],
      ["uk", "/uk"],
    ] as const) {
      // A member per language: each round saves a dream, and the Free plan stores 5 a day.
      const cookie = await seedMember(server.base, `interactions-${language}-${Date.now()}@example.com`);
      for (const [interaction, time] of Object.entries(await measure(server.base, cookie, prefix, ROUNDS))) {
        rows[interaction] ??= {};
        rows[interaction][language] = time;
      }
    }
    console.table(rows);
  } finally {
    await server.stop();
  }
}

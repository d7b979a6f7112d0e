// Writing and reading offline: a dream recorded without a connection is kept
// on the device (IndexedDB), waits through a reload and a closed tab, and is
// stored exactly once when the connection returns; the journal and the dreams
// opened lately can be read offline.
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

/** Until the worker controls the page and keeps `path` (and the build's scripts) for reading offline. */
async function kept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          if (!navigator.serviceWorker.controller) return "no worker";
          const names = await caches.keys();
          const pages = names.find((name) => name.startsWith("dreamscape-pages-"));
          const shell = names.find((name) => /^dreamscape-(?!pages-|data|settings)/.test(name));
          if (!pages || !shell) return "no caches";
          const page = await (await caches.open(pages)).match(wanted, { ignoreVary: true });
          const assets = await (await caches.open(shell)).match("/sw-assets.json");
          return page && assets ? "kept" : `page ${Boolean(page)}, assets ${Boolean(assets)}`;
        }, path),
      { timeout: 20_000 },
    )
    .toBe("kept");
}

async function recordInDialog(page: Page, title: string, content: string, marks: { tag?: string; lucid?: boolean } = {}) {
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog", { name: en.NewDream.title });
  await dialog.getByLabel(en.NewDream.dreamTitle).fill(title);
  await dialog.getByLabel(en.NewDream.content).fill(content);
  if (marks.tag) {
    await dialog.getByTestId("tag-input").fill(marks.tag);
    await dialog.getByTestId("tag-input").press("Enter");
  }
  if (marks.lucid) await dialog.getByTestId("lucid-checkbox").click();
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  await expect(dialog).toBeHidden();
}

async function titlesOnServer(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/dreams");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }[]).map((d) => d.title);
}

test("offline, a recorded dream waits on the device through a reload and a closed tab, and is stored once when the connection returns", async ({
  page: first,
  context,
}) => {
  let page = first;
  await registerViaApi(page);
  const stored = await page.request.post("/api/dreams", {
    data: { title: "Lighthouse", content: "A light turned slowly over a dark sea." },
  });
  const { id } = (await stored.json()) as { id: number };

  // Online: the journal, and a dream opened from it, are kept for reading offline.
  await page.goto("/");
  await kept(page, "/");
  await page.getByRole("link", { name: "Lighthouse" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Lighthouse" })).toBeVisible();
  await kept(page, `/dreams/${id}`);
  await page.goto("/");
  await expect(page.getByTestId("dream-card")).toHaveCount(1);

  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toHaveText(en.Drafts.banner);
  await recordInDialog(page, "Written at dawn", "A train of glass crossed a frozen lake.", { tag: "glass", lucid: true });
  await expect(toastWith(page, en.Drafts.kept)).toBeVisible();
  const waiting = page.getByTestId("draft-card");
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByRole("heading", { name: "Written at dawn" })).toBeVisible();
  await expect(waiting.getByTestId("draft-status")).toHaveText(en.Drafts.waiting);
  // Its tags and lucidity wait with it, and show.
  await expect(waiting.getByTestId("draft-tag")).toHaveText(["glass"]);
  await expect(waiting.getByTestId("lucid-mark")).toHaveText(en.DreamCard.lucid);

  // A reload without a connection: the kept journal, the waiting dream, the stored one.
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByTestId("draft-card").getByRole("heading", { name: "Written at dawn" })).toBeVisible();
  await expect(page.getByTestId("dream-card").getByRole("link", { name: "Lighthouse" })).toBeVisible();

  // The tab closed and opened again, still offline: nothing is lost.
  await page.close();
  page = await context.newPage();
  await page.goto("/");
  await expect(page.getByTestId("draft-card")).toHaveCount(1);

  // A dream opened lately reads offline, from the journal's link.
  await page.getByTestId("dream-card").getByRole("link", { name: "Lighthouse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lighthouse" })).toBeVisible();
  await expect(page.getByText("A light turned slowly over a dark sea.")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("draft-card")).toHaveCount(1);

  // Online again: sent, announced, listed as a stored dream, and stored once.
  await context.setOffline(false);
  await expect(toastWith(page, "1 dream written offline is now in your journal")).toBeVisible();
  await expect(page.getByTestId("draft-card")).toHaveCount(0);
  await expect(page.getByTestId("dream-card").getByRole("link", { name: "Written at dawn" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("dream-card")).toHaveCount(2);
  expect((await titlesOnServer(page)).filter((t) => t === "Written at dawn")).toHaveLength(1);
  const sent = (
    (await (await page.request.get("/api/dreams")).json()) as { title: string; tags: string[]; lucid: boolean }[]
  ).find((d) => d.title === "Written at dawn");
  expect(sent).toMatchObject({ tags: ["glass"], lucid: true });
});

test("a save whose answer is lost is kept with its key and sent again: stored once, not twice", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  const keys: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/dreams") {
      keys.push(request.headers()["idempotency-key"]);
    }
  });
  // The first POST reaches the server and stores the dream; its answer never arrives.
  let lost = false;
  await page.route("**/api/dreams", async (route) => {
    if (route.request().method() !== "POST" || lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await recordInDialog(page, "Half-sent", "The connection dropped while a door opened.");
  // Online, so the kept draft is sent again at once, with the same key: the server answers the dream it stored.
  await expect(page.getByTestId("dream-card").getByRole("link", { name: "Half-sent" })).toBeVisible();
  await expect(page.getByTestId("draft-card")).toHaveCount(0);
  expect(lost).toBe(true);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await titlesOnServer(page)).toEqual(["Half-sent"]);
});

test("a draft the server refuses says why, and can be discarded", async ({ page, context }) => {
  await registerViaApi(page);
  await page.goto("/");
  await kept(page, "/");
  // Five dreams today: the Free plan's quota is spent.
  for (let i = 1; i <= 5; i++) {
    const res = await page.request.post("/api/dreams", { data: { title: `Dream ${i}`, content: "Stored online." } });
    expect(res.status()).toBe(201);
  }
  await context.setOffline(true);
  await recordInDialog(page, "One too many", "Written offline after the day's five.");
  await context.setOffline(false);
  const draft = page.getByTestId("draft-card");
  // Refused for the day's quota: it waits, and says when it goes by itself (the quota's reset).
  await expect(draft.getByTestId("draft-problem")).toContainText(en.Drafts.waitsUntil.split("{")[0]);
  await expect(draft.getByTestId("draft-status")).toHaveText(en.Drafts.waiting);

  await draft.getByRole("button", { name: "Discard “One too many”" }).click();
  const confirm = page.getByRole("alertdialog", { name: en.Drafts.discardTitle });
  await confirm.getByRole("button", { name: en.Drafts.discard }).click();
  await expect(page.getByTestId("draft-card")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("draft-card")).toHaveCount(0);
  expect(await titlesOnServer(page)).not.toContain("One too many");
});

test("a browser that will not keep the site's storage is asked at the first kept draft, and the journal says waiting dreams may be lost", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    StorageManager.prototype.persisted = () => Promise.resolve(false);
    StorageManager.prototype.persist = () => {
      sessionStorage.setItem("persist-asked", String(Number(sessionStorage.getItem("persist-asked")) + 1));
      return Promise.resolve(false);
    };
  });
  await registerViaApi(page);
  await page.goto("/");
  await kept(page, "/");
  await context.setOffline(true);
  await recordInDialog(page, "Sandcastle", "The tide came in while I was still building.");
  const notice = page.getByTestId("drafts-evictable");
  await expect(notice).toHaveText(en.Drafts.evictable);
  expect(await page.evaluate(() => sessionStorage.getItem("persist-asked"))).toBe("1");

  // Sent once the connection returns: nothing waits, and nothing is said.
  await context.setOffline(false);
  await expect(page.getByTestId("draft-card")).toHaveCount(0);
  await expect(notice).toBeHidden();
  expect(await titlesOnServer(page)).toEqual(["Sandcastle"]);
});

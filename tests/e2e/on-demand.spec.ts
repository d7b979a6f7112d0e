// The dialogs a journal can open load when they are first used (issue 32):
// the page arrives with their buttons only, and each dialog works on its
// first press, from the mouse and from the keyboard, online and offline once
// the service worker keeps the build's scripts. Saving, editing and deleting
// update every list at once and say so (issue 35).
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import { expect, registerViaApi, test, toastWith } from "./fixtures";

/** The scripts the page has fetched so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.includes("/_next/static/") && name.endsWith(".js")),
  );

async function dream(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const res = await page.request.post("/api/dreams", {
    data: { title, content: `${title}: a dream written for the test.`, ...extra },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test("New Dream loads its dialog on the first press, opens at once, and keeps what was typed when closed", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  await expect(page.getByTestId("journal-empty")).toBeVisible();
  const before = await scripts(page);

  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog", { name: en.NewDream.title });
  await expect(dialog).toBeVisible();
  // Its code came now, not with the page.
  const after = await scripts(page);
  expect(after.filter((src) => !before.includes(src)).length).toBeGreaterThan(0);
  await expect(dialog.getByLabel(en.NewDream.dreamTitle)).toBeFocused();

  await dialog.getByLabel(en.NewDream.dreamTitle).fill("Half a thought");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("new-dream")).toBeFocused();
  // Opened again, the dialog still holds the unsaved title.
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel(en.NewDream.dreamTitle)).toHaveValue("Half a thought");
  await dialog.getByLabel(en.NewDream.content).fill("It came back in the afternoon.");
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, en.NewDream.dreamSaved)).toBeVisible();
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(page.getByTestId("result-count")).toHaveText("1 dream");
});

test("from the keyboard alone, a card's Edit, Share and Delete each open on their first press", async ({ page }) => {
  await registerViaApi(page);
  const { id } = await dream(page, "Orchard");
  await page.request.post(`/api/dreams/${id}/interpret`);
  await page.goto("/");
  const card = page.getByTestId("dream-card");
  await expect(card.getByTestId("share-dream")).toBeVisible();

  await card.getByTestId("edit-dream").focus();
  await page.keyboard.press("Enter");
  const edit = page.getByRole("dialog", { name: en.NewDream.editTitle });
  await expect(edit.getByLabel(en.NewDream.dreamTitle)).toHaveValue("Orchard");
  await edit.getByLabel(en.NewDream.dreamTitle).fill("Orchard in winter");
  await edit.getByRole("button", { name: en.NewDream.saveChanges }).click();
  await expect(edit).toBeHidden();
  await expect(toastWith(page, en.NewDream.changesSaved)).toBeVisible();
  await expect(card.getByRole("heading", { name: "Orchard in winter" })).toBeVisible();

  await card.getByTestId("share-dream").focus();
  await page.keyboard.press("Enter");
  const share = page.getByRole("dialog", { name: en.ShareDialog.title });
  await expect(share.getByRole("textbox", { name: en.ShareDialog.linkLabel })).toHaveValue(/\/dreams\/share\//);
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();

  await card.getByTestId("delete-dream").focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: en.DreamCard.deleteTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: en.DreamCard.delete }).click();
  await expect(toastWith(page, en.Journal.deleted)).toBeVisible();
  await expect(page.getByTestId("dream-card")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: en.Journal.title })).toBeFocused();
});

test("a dream dated before today says where it went, and the toast's link shows that day", async ({ page }) => {
  await registerViaApi(page);
  await dream(page, "Today's dream");
  await page.goto("/");
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog", { name: en.NewDream.title });
  await dialog.getByLabel(en.NewDream.dreamTitle).fill("Remembered late");
  await dialog.getByLabel(en.NewDream.content).fill("A dream from the week before, written down now.");
  await dialog.getByTestId("dream-date").fill("2026-03-14T06:30");
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  const toast = toastWith(page, en.NewDream.dreamSaved);
  await expect(toast).toContainText("March 14, 2026");
  await toast.getByTestId("saved-dream-day").click();
  await expect(page).toHaveURL(/\?from=2026-03-14&to=2026-03-14$/);
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(page.getByTestId("dream-card").getByRole("heading")).toHaveText("Remembered late");
});

test("a dream's page comes with the member's tags and asks for nothing more on load; the journal is fetched ahead on intent", async ({
  page,
}) => {
  await registerViaApi(page);
  const { id } = await dream(page, "Signs", { tags: ["sea", "house"] });
  expect((await page.request.patch("/api/tags/sea", { data: { dreamSign: true } })).status()).toBe(200);
  // The sign is drawn by the server: the tags are in the page, not fetched after it.
  expect(await (await page.request.get(`/dreams/${id}`)).text()).toMatch(/data-dream-sign="true"/);

  // A new account's first page reports the browser's time zone and is drawn again; the page after that is measured.
  await page.goto(`/dreams/${id}`);
  await page.waitForLoadState("networkidle");
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && (url.pathname.startsWith("/api/") || request.headers()["rsc"] === "1"))
      asked.push(url.pathname);
  });
  await page.reload();
  await expect(page.getByTestId("dream-tag").filter({ hasText: "sea" })).toHaveAttribute("data-dream-sign", "true");
  await expect(page.getByTestId("dream-sign-count")).toHaveText("dream sign, in 1 dream");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  // Pointing at the way back fetches the journal ahead (as the header's links are).
  const ahead = page.waitForRequest((request) => request.headers()["rsc"] === "1" && new URL(request.url()).pathname === "/");
  await page.getByRole("link", { name: en.DreamCard.backToJournal }).hover();
  await ahead;
});

test("deleting from the dream's page leaves no card behind in the journal, and a deleted dream's page says so", async ({
  page,
}) => {
  await registerViaApi(page);
  await dream(page, "Stays");
  const { id } = await dream(page, "Goes");
  await page.goto("/");
  await expect(page.getByTestId("dream-card")).toHaveCount(2);
  await page.getByRole("link", { name: "Goes" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Goes" })).toBeVisible();
  await page.getByTestId("delete-dream").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.DreamCard.delete }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, en.Journal.deleted)).toBeVisible();
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  await expect(page.getByTestId("result-count")).toHaveText("1 dream");
  // The deleted dream's address: not found, with a way back.
  await page.goto(`/dreams/${id}`);
  await expect(page.getByTestId("dream-not-found").getByRole("heading", { level: 1 })).toHaveText(en.Share.notFoundTitle);
  await page.getByRole("link", { name: en.NotFound.home }).click();
  await expect(page.getByTestId("dream-card")).toHaveCount(1);
  expect((await page.request.get(`/api/dreams/${id}`)).status()).toBe(404);
});

test("offline, once the service worker keeps the build's scripts, New Dream opens on its first press and keeps the dream", async ({
  page,
  context,
}) => {
  await registerViaApi(page);
  await page.goto("/");
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const shell = (await caches.keys()).find((name) => /^dreamscape-(?!pages-|data|settings)/.test(name));
          return Boolean(shell && (await (await caches.open(shell)).match("/sw-assets.json")));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  // Nothing of the dialog was loaded online: its code comes from the worker's cache.
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog", { name: en.NewDream.title });
  await dialog.getByLabel(en.NewDream.dreamTitle).fill("On the night train");
  await dialog.getByLabel(en.NewDream.content).fill("The train had no driver and knew the way.");
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, en.Drafts.kept)).toBeVisible();
  await expect(page.getByTestId("draft-card")).toHaveCount(1);
  await context.setOffline(false);
  await expect(page.getByTestId("dream-card")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId("draft-card")).toHaveCount(0);
});

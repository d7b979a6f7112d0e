// /profile: the subscription (upgrade as in the header, downgrade behind the
// same confirmation as /pricing, the note that payments are simulated without
// Stripe keys), and deleting the account: the export offered first, the
// password asked for (a wrong one said in the dialog), nothing left behind.
import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import { becomePremiumViaApi, expect, PASSWORD, registerViaApi, test } from "./fixtures";

const subscription = (page: Page) => page.getByTestId("subscription");

/** The drafts database as lib/offline/drafts.ts opens it (run in the page). */
declare function openDrafts(): Promise<IDBDatabase>;

/** Installs openDrafts() in the page: the app's drafts database, made as the app makes it if it is not there yet. */
async function withDraftsDb(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, {
      openDrafts: () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open("dreamscape", 1);
          open.onupgradeneeded = () =>
            open.result.createObjectStore("drafts", { keyPath: "key" }).createIndex("byUser", "userId");
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(new Error(String(open.error)));
        }),
    });
  });
}

/** How many of the user's drafts this browser holds, and whether the copy kept for reading offline is there. */
function keptOnDevice(page: Page, userId: number) {
  return page.evaluate(async (id) => {
    const db = await openDrafts();
    const drafts = await new Promise<number>((resolve, reject) => {
      const count = db.transaction("drafts").objectStore("drafts").index("byUser").count(id);
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(new Error(String(count.error)));
    });
    db.close();
    return { drafts, deviceCopy: await caches.has("dreamscape-data") };
  }, userId);
}

test("upgrade from /profile through the test checkout, see the plan's state, then downgrade back to Free", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/profile");
  await expect(subscription(page).getByTestId("subscription-plan")).toContainText(en.Profile.subscription.free);
  await expect(subscription(page).getByTestId("subscription-local-note")).toHaveText(en.Profile.subscription.localNote);
  await expect(subscription(page).getByTestId("subscription-status")).toHaveCount(0);

  await subscription(page).getByTestId("subscription-upgrade").click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]{22}$/);
  await page.getByTestId("test-pay").click();
  await expect(page).toHaveURL("/");

  await page.goto("/profile");
  const plan = subscription(page).getByTestId("subscription-plan");
  await expect(plan).toContainText(en.Profile.subscription.premium);
  await expect(plan).toContainText("$7.77");
  await expect(subscription(page).getByTestId("subscription-status")).toHaveText(en.Profile.subscription.state.active);
  await expect(subscription(page).getByTestId("subscription-since")).toBeVisible();
  // No Stripe: no payment details to manage, and the page says why.
  await expect(subscription(page).getByTestId("subscription-local-note")).toBeVisible();
  await expect(page.getByTestId("manage-billing")).toHaveCount(0);

  // The confirmation is /pricing's: cancelling it changes nothing.
  await subscription(page).getByTestId("downgrade").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(en.Pricing.downgradeConfirm);
  await dialog.getByRole("button", { name: en.Pricing.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(subscription(page).getByTestId("subscription-status")).toBeVisible();

  await subscription(page).getByTestId("downgrade").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.Pricing.downgrade }).click();
  await expect(plan).toContainText(en.Profile.subscription.free);
  await expect(subscription(page).getByTestId("subscription-upgrade")).toBeVisible();
  await expect(subscription(page).getByTestId("subscription-status")).toHaveCount(0);
  await expect(page.getByTestId("header-upgrade")).toBeVisible();
  const me = (await (await page.request.get("/api/user")).json()) as { isPremium: boolean };
  expect(me.isPremium).toBe(false);
});

test("deleting the account offers the export, wants the password, and leaves nothing behind", async ({ page }) => {
  await withDraftsDb(page);
  const email = await registerViaApi(page);
  expect(
    (await page.request.post("/api/dreams", { data: { title: "Lighthouse", content: "A beam over the sea." } })).status(),
  ).toBe(201);
  await becomePremiumViaApi(page);
  const { id } = (await (await page.request.get("/api/user")).json()) as { id: number };

  await page.goto("/profile");
  // What this browser keeps of the account: a draft written offline (one the server refused, so it is not sent
  // meanwhile) and the copy kept for reading offline, once the page has claimed that copy for this user.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("dreamscape-device-copy-owner"))).toBe(String(id));
  await page.evaluate(async (userId) => {
    await (await caches.open("dreamscape-data")).put("/api/dreams?page=1&limit=15", new Response("[]"));
    const db = await openDrafts();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction("drafts", "readwrite");
      tx.objectStore("drafts").put({
        key: crypto.randomUUID(),
        userId,
        title: "Unsent",
        content: "Written offline.",
        mood: null,
        createdAt: new Date().toISOString(),
        problem: { message: "Refused.", retry: false },
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(new Error(String(tx.error)));
    });
    db.close();
  }, id);
  expect(await keptOnDevice(page, id)).toEqual({ drafts: 1, deviceCopy: true });

  await page.getByTestId("delete-account").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(en.Profile.deleteConfirm);
  await expect(dialog).toContainText(en.Profile.deletePremium);

  // The export comes first, both kinds.
  const offer = dialog.getByTestId("delete-export-offer");
  await expect(offer).toContainText(en.Profile.deleteExport);
  await expect(offer.getByRole("link", { name: en.Profile.downloadBackup })).toHaveAttribute(
    "href",
    "/api/dreams/export?format=json",
  );
  await expect(offer.getByRole("link", { name: en.Profile.downloadText })).toHaveAttribute("href", "/api/dreams/export");
  const download = page.waitForEvent("download");
  await offer.getByRole("link", { name: en.Profile.downloadBackup }).click();
  expect((await download).suggestedFilename()).toBe("my_dreams.json");

  // No password, then a wrong one: said in the dialog, and the account stays.
  const password = dialog.getByLabel(en.Profile.currentPassword);
  await dialog.getByRole("button", { name: en.Profile.deleteForever }).click();
  await expect(dialog.getByTestId("delete-problem")).toHaveText(en.Validation.currentPasswordRequired);
  await password.fill("not my password");
  await dialog.getByRole("button", { name: en.Profile.deleteForever }).click();
  await expect(dialog.getByTestId("delete-problem")).toHaveText(en.Errors.deletePasswordWrong);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/profile$/);
  expect((await page.request.get("/api/user")).status()).toBe(200);

  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: en.Profile.deleteForever }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  expect((await page.request.post("/api/login", { data: { email, password: PASSWORD } })).status()).toBe(401);

  expect(await keptOnDevice(page, id)).toEqual({ drafts: 0, deviceCopy: false });
});

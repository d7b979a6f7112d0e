// The habit loop in a real browser, in English and Ukrainian, on a server of
// its own with real mail and push on 127.0.0.1: register, receive the
// verification mail (smtp-server), share refused before verifying and
// allowed after, reminders turned on in /profile, a reminder received through
// a Web Push service that checks the VAPID signature and decrypts the payload
// (web-push-testing), the notification shown by the service worker and its
// click opening New Dream, and one-click unsubscribe from the reminder mail.
// axe checks the Reminders card and each verification state.
//
// The browser's own push service (Chromium's is Google's, out of reach here)
// is replaced by web-push-testing: PushManager hands the page a subscription
// that service made with the server's key. Everything after that is real.
import { rmSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page, Worker } from "@playwright/test";
import webpush from "web-push";
import en from "../../messages/en.json";
import uk from "../../messages/uk.json";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { startPushService, type PushService, type Subscription } from "../support/push-service";
import { migrateDatabase, startServer, type AppServer } from "../support/servers";
import { expect, PASSWORD, test, toastWith, uniqueEmail } from "./fixtures";
import { expectRadixClassesStyled } from "./radix-classes";

type Messages = typeof en;

const PORT = 3140;
const PUSH_PORT = 3141;
const SMTP_PORT = 3142;
const BASE = `http://127.0.0.1:${PORT}`;
const PGLITE_DIR = ".data/e2e-reminders-pglite";

let server: AppServer | undefined;
let push: PushService;
let mailbox: Mailbox;
const vapid = webpush.generateVAPIDKeys();

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [push, mailbox] = await Promise.all([startPushService(PUSH_PORT), startMailbox(SMTP_PORT)]);
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  const env = {
    DATABASE_URL: "",
    PGLITE_DIR,
    NEXTAUTH_SECRET: "reminders-secret",
    APP_URL: BASE,
    TRUST_PROXY: "1",
    SMTP_URL: mailbox.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ENDPOINT_ORIGINS: push.origin,
  };
  migrateDatabase(env);
  server = await startServer({ name: "reminders", port: PORT, env });
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all([push?.close(), mailbox?.close()]);
});

/** No serious or critical WCAG 2.1 A/AA violation in `within` (or the page), and every Radix class still styled. */
async function expectAccessible(page: Page, where: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect.soft(serious, where).toEqual([]);
  await expectRadixClassesStyled(page, where);
}

/** PushManager answering with web-push-testing's subscription (kept across the page's navigations, as a browser keeps one). */
async function browserPushService(page: Page, subscription: Subscription) {
  await page.addInitScript((sub: Subscription) => {
    const KEY = "e2e-push-subscribed";
    const current = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: new Uint8Array(JSON.parse(localStorage.getItem(KEY) ?? "[]")).buffer,
      },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: () => {
        localStorage.removeItem(KEY);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : key instanceof Uint8Array ? key : new Uint8Array();
      localStorage.setItem(KEY, JSON.stringify([...bytes]));
      return Promise.resolve(current() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve((localStorage.getItem(KEY) ? current() : null) as unknown as PushSubscription | null);
    };
  }, subscription);
}

/** The service worker's global, as far as this test uses it (the DOM's types have no worker scope). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

/** The app's service worker, once it controls the page. */
async function serviceWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
}

const format = (message: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), message);

const linkIn = (text: string) => /http:\/\/127\.0\.0\.1:\d+\/auth\/verify\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? "";

for (const [locale, t] of [
  ["en", en],
  ["uk", uk],
] as [string, Messages][]) {
  test(`verify, share, remind by push and mail, open New Dream from the notification, unsubscribe in one click (${locale})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const home = locale === "en" ? "/" : `/${locale}`;
    const at = (path: string) => (locale === "en" ? path : `/${locale}${path}`);
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE }]);
    await context.grantPermissions(["notifications"], { origin: BASE });
    const subscription = await push.subscribe(vapid.publicKey);
    await browserPushService(page, subscription);

    // Register: the journal says a link was mailed, and the mail arrives in the page's language.
    const email = uniqueEmail(`habit-${locale}`);
    await page.goto(at("/auth"));
    await page.getByRole("tab", { name: t.Auth.registerTab }).click();
    const form = page.getByRole("form", { name: t.Auth.createAccount });
    await form.getByLabel(t.Auth.email).fill(email);
    await form.getByLabel(t.Auth.password).fill(PASSWORD);
    await form.getByRole("button", { name: t.Auth.createAccount }).click();
    await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : home}$`));
    await expect(toastWith(page, format(t.Verify.registered, { email }))).toBeVisible();
    await expect.poll(() => mailbox.to(email).length).toBe(1);
    const [welcome] = mailbox.to(email);
    expect(welcome.subject).toBe(t.Mail.verifySubject);
    const firstLink = linkIn(welcome.text);
    expect(firstLink).not.toBe("");

    // Sharing before verifying: the dialog says why and sends the link again.
    const created = await page.request.post("/api/dreams", {
      data: { title: "Lanterns", content: "I walked along a river of lanterns at night, looking for my old house." },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await page.getByTestId("share-dream").click();
    const dialog = page.getByRole("dialog", { name: t.ShareDialog.title });
    const unverified = dialog.getByTestId("share-unverified");
    await expect(unverified).toContainText(t.Errors.emailUnverified);
    await expect(dialog.getByTestId("share-link")).toHaveCount(0);
    await expectAccessible(page, "share dialog, address not verified", '[data-testid="share-dialog"]');
    await unverified.getByRole("button", { name: t.Verify.resend }).click();
    await expect(toastWith(page, format(t.Verify.sentTo, { email }))).toBeVisible();
    await expect.poll(() => mailbox.to(email).length).toBe(2);
    const link = linkIn(mailbox.to(email)[1].text);
    await dialog.getByRole("button", { name: t.ShareDialog.close }).click();
    await expect(dialog).toBeHidden();

    // The profile says so too.
    await page.goto(at("/profile"));
    await expect(page.getByTestId("email-unverified")).toContainText(t.Verify.unverified);
    await expectAccessible(page, "/profile, address not verified");

    // The first link was replaced by the second: it fails, with the way to a new one.
    await page.goto(firstLink);
    await expect(page).toHaveURL(new RegExp(`${at("/auth/verify")}\\?token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.Verify.title);
    await expectAccessible(page, "/auth/verify, before the button");
    await page.getByRole("button", { name: t.Verify.button }).click();
    await expect(page.getByTestId("verify-failed")).toHaveText(t.Errors.verificationTokenInvalid);
    await expect(page.getByRole("link", { name: t.Verify.toProfile })).toBeVisible();
    await expectAccessible(page, "/auth/verify, a used link");

    // Opening the newest link verifies nothing until the button is pressed.
    await page.goto(link);
    expect((await (await page.request.get("/api/user")).json()) as { emailVerified: boolean }).toMatchObject({
      emailVerified: false,
    });
    await page.getByRole("button", { name: t.Verify.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.Verify.doneTitle);
    await expect(page.getByTestId("verify-done")).toHaveText(t.Verify.done);
    await expectAccessible(page, "/auth/verify, confirmed");

    // Now sharing works.
    await page.getByRole("link", { name: t.Verify.toJournal }).click();
    await page.getByTestId("share-dream").click();
    await expect(page.getByTestId("share-link")).toHaveValue(new RegExp(`^${BASE}/dreams/share/[A-Za-z0-9_-]{22}$`));
    await page.getByRole("dialog").getByRole("button", { name: t.ShareDialog.close }).click();

    // Reminders on in /profile, by push and by e-mail.
    await page.goto(at("/profile"));
    await expect(page.getByTestId("email-verified")).toHaveText(t.Verify.verified);
    const card = page.getByTestId("reminders");
    await expect(card.getByRole("heading", { name: t.Reminders.title })).toBeVisible();
    await expect(card.getByTestId("reminder-next")).toHaveText(t.Reminders.off);
    await expectAccessible(page, "Reminders card, off", '[data-testid="reminders"]');
    await card.getByRole("switch", { name: t.Reminders.morningSwitch }).click();
    await card.getByLabel(t.Reminders.time).fill("06:30");
    await card.getByRole("switch", { name: format(t.Reminders.email, { email }) }).click();
    await card.getByRole("button", { name: t.Reminders.save }).click();
    await expect(toastWith(page, t.Reminders.saved)).toBeVisible();
    await expect(card.getByTestId("reminder-push-state")).toHaveText(t.Reminders.browserOn);
    await expect(card.getByTestId("reminder-next")).not.toHaveText(t.Reminders.off);
    await expectAccessible(page, "Reminders card, on", '[data-testid="reminders"]');
    const subscribed = (await (await page.request.get("/api/push/subscriptions")).json()) as { endpoint: string }[];
    expect(subscribed.map((s) => s.endpoint)).toEqual([subscription.endpoint]);

    // A test reminder: through the push service (signature checked, payload decrypted) and by mail.
    const worker = await serviceWorker(page, context);
    await card.getByRole("button", { name: t.Reminders.test }).click();
    await expect(toastWith(page, t.Reminders.testSent)).toBeVisible();
    await expect.poll(() => push.messages(subscription.clientHash).then((m) => m.length)).toBe(1);
    const [payload] = await push.messages(subscription.clientHash);
    expect(JSON.parse(payload)).toEqual({
      title: t.Mail.reminderPushTestTitle,
      body: t.Mail.reminderPushBody,
      url: `${home}?new=1`,
      tag: "morning-reminder",
    });
    await expect.poll(() => mailbox.to(email).length).toBe(3);
    const reminderMail = mailbox.to(email)[2];
    expect(reminderMail.subject).toBe(t.Mail.reminderTestSubject);
    expect(reminderMail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The service worker shows it; its click opens New Dream on the journal.
    const extended = await worker.evaluate(async (data: string) => {
      const scope = self as unknown as WorkerScope;
      const event = new scope.PushEvent("push", { data });
      // What the handler asks the browser to wait for (showing the notification) is
      // awaited here: a refusal fails with its reason, and the worker is not
      // stopped before the notification is stored.
      const pending: Promise<unknown>[] = [];
      Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => void pending.push(promise) });
      scope.dispatchEvent(event);
      await Promise.all(pending);
      return pending.length;
    }, payload);
    expect(extended).toBe(1);
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await expect
      .poll(shown)
      .toEqual([{ title: t.Mail.reminderPushTestTitle, body: t.Mail.reminderPushBody, url: `${home}?new=1` }]);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
    });
    await expect(page.getByRole("dialog", { name: t.NewDream.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${home === "/" ? "127.0.0.1:\\d+/" : home}$`));
    await expect.poll(shown).toEqual([]);

    // One click in the mail program: a POST to List-Unsubscribe, from the provider's servers, without a session.
    const unsubscribe = /^<(.+)>$/.exec(reminderMail.headers["list-unsubscribe"])?.[1] ?? "";
    expect(unsubscribe).toMatch(new RegExp(`^${BASE}/api/reminders/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
    const clicked = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": locale },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(((await clicked.json()) as { message: string }).message).toBe(t.Reminders.unsubscribed);
    await page.goto(at("/profile"));
    await expect(card.getByRole("switch", { name: format(t.Reminders.email, { email }) })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(card.getByRole("switch", { name: t.Reminders.morningSwitch })).toHaveAttribute("aria-checked", "true");
    expect((await fetch(unsubscribe, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(400);
  });
}

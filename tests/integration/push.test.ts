// Web Push subscriptions: what is accepted (public https endpoints only: the
// server posts to them), the 10 per user, moving an endpoint between
// accounts, deleting; and sending through real push services on 127.0.0.1,
// failures included: 410 and 404 delete the subscription, 500 and a push
// service that never answers leave it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PushSubscriptionList } from "@/lib/push/schema";
import { call, type ErrorShape } from "./helpers";
import { browserOf, member, startReminderApp, type ReminderApp } from "./reminders-helpers";

let app: ReminderApp;
beforeAll(async () => {
  app = await startReminderApp();
});
afterAll(async () => {
  await app.close();
});

/** Valid keys (a real P-256 point and 16 random bytes) around any endpoint. */
const withKeys = (endpoint: string) => ({ endpoint, keys: app.failing.subscription(500).keys });

const list = async (cookie: string) =>
  (await call<PushSubscriptionList>(app.routes.subscriptions.GET, { cookie })).body.map((s) => s.endpoint);

describe("GET /api/push/key", () => {
  it("answers the VAPID public key browsers subscribe with", async () => {
    const { cookie } = await member(app);
    expect((await call(app.routes.key, { cookie })).body).toEqual({ publicKey: app.vapid.publicKey });
    expect((await call(app.routes.key)).status).toBe(401);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("refuses endpoints the server must not post to: not https, not public, odd ports, credentials", async () => {
    const { cookie } = await member(app);
    const refused = [
      "http://push.example.com/send/1",
      "https://127.0.0.1/send/1",
      "https://localhost/send/1",
      "https://10.1.2.3/send/1",
      "https://172.20.0.1/send/1",
      "https://192.168.1.10/send/1",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/send/1",
      "https://[::1]/send/1",
      "https://[fd00::1]/send/1",
      "https://[::ffff:192.168.0.1]/send/1",
      "https://metadata.google.internal/computeMetadata/v1",
      "https://93.184.216.34:8443/send/1",
      "https://user:secret@93.184.216.34/send/1",
      "ftp://93.184.216.34/send/1",
      "not a url",
    ];
    for (const endpoint of refused) {
      const res = await call<ErrorShape>(app.routes.subscriptions.POST, { cookie, body: withKeys(endpoint) });
      expect(res.status, endpoint).toBe(400);
      if (endpoint !== "not a url") expect(res.body.error.message, endpoint).toMatch(/^This push address is not accepted/);
    }
    expect(await list(cookie)).toEqual([]);
    // A public address over https is fine.
    const ok = await call(app.routes.subscriptions.POST, { cookie, body: withKeys("https://93.184.216.34/send/abc") });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ endpoint: "https://93.184.216.34/send/abc", id: expect.any(Number) });
  });

  it("refuses a subscription without keys, with keys of the wrong length, or an endpoint over 2,048 characters", async () => {
    const { cookie } = await member(app);
    const endpoint = "https://93.184.216.34/send/keys";
    const { keys } = withKeys(endpoint);
    const bad = [
      { endpoint },
      { endpoint, keys: {} },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 80) } },
      { endpoint, keys: { ...keys, auth: `${keys.auth}AAAA` } },
      { endpoint, keys: { ...keys, auth: "!".repeat(22) } },
      { endpoint: `https://93.184.216.34/${"a".repeat(2048)}`, keys },
      { keys },
    ];
    for (const body of bad) {
      const res = await call<ErrorShape>(app.routes.subscriptions.POST, { cookie, body });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    const long = await call<ErrorShape>(app.routes.subscriptions.POST, {
      cookie,
      body: bad[6],
      headers: { "accept-language": "de" },
    });
    expect(long.body.error.message).toBe("Der Endpoint darf höchstens 2.048 Zeichen lang sein");
  });

  it("keeps the 10 newest per user, moves an endpoint to the account that subscribed it last, and deletes on request", async () => {
    const { cookie } = await member(app);
    const endpoints = Array.from({ length: 11 }, (_, i) => `https://93.184.216.34/send/${i}-${Math.random()}`);
    for (const endpoint of endpoints) {
      expect((await call(app.routes.subscriptions.POST, { cookie, body: withKeys(endpoint) })).status).toBe(201);
    }
    expect(await list(cookie)).toEqual(endpoints.slice(1).reverse());

    // The same browser, now signed in to another account.
    const other = await member(app);
    expect((await call(app.routes.subscriptions.POST, { cookie: other.cookie, body: withKeys(endpoints[10]) })).status).toBe(201);
    expect(await list(other.cookie)).toEqual([endpoints[10]]);
    expect(await list(cookie)).not.toContain(endpoints[10]);

    // Deleting someone else's endpoint deletes nothing; one's own, 204.
    expect(
      (await call(app.routes.subscriptions.DELETE, { cookie, method: "DELETE", body: { endpoint: endpoints[10] } })).status,
    ).toBe(204);
    expect(await list(other.cookie)).toEqual([endpoints[10]]);
    const gone = await call(app.routes.subscriptions.DELETE, {
      cookie: other.cookie,
      method: "DELETE",
      body: { endpoint: endpoints[10] },
    });
    expect(gone.status).toBe(204);
    expect(await list(other.cookie)).toEqual([]);
    expect((await call(app.routes.subscriptions.GET)).status).toBe(401);
  });
});

describe("sending (POST /api/reminders/test)", () => {
  it("reaches a browser through a push service that checks the VAPID signature and decrypts, in the page's language", async () => {
    const { cookie } = await member(app);
    const browser = await browserOf(app, cookie);
    const sent = await call<{ push: number; email: boolean }>(app.routes.test, {
      cookie,
      method: "POST",
      headers: { "accept-language": "uk" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ push: 1, email: false });
    const [message] = await app.push.messages(browser.clientHash);
    expect(JSON.parse(message)).toEqual({
      title: "Тестове нагадування від DreamScape",
      body: "Запишіть його, поки не забулося: торкніться, щоб почати новий сон.",
      url: "/uk?new=1",
      tag: "morning-reminder",
    });
  });

  it("deletes a subscription the push service answers 410 or 404 for, and keeps one that fails with 500 or never answers", async () => {
    const { cookie } = await member(app);
    const good = await browserOf(app, cookie);
    const expired = await browserOf(app, cookie);
    await app.push.expire(expired.clientHash);
    const failing = {
      404: app.failing.subscription(404),
      500: app.failing.subscription(500),
      hang: app.failing.subscription("hang"),
    };
    for (const subscription of Object.values(failing)) {
      expect((await call(app.routes.subscriptions.POST, { cookie, body: subscription })).status).toBe(201);
    }
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const before = app.failing.received;
      const sent = await call<{ push: number }>(app.routes.test, { cookie, method: "POST" });
      expect(sent.status).toBe(200);
      expect(sent.body.push).toBe(1);
      expect(app.failing.received - before).toBe(3);
      const warnings = warned.mock.calls.map((args) => String(args[0])).join("\n");
      expect(warnings).toMatch(/did not take a message: HTTP 500/);
      expect(warnings).toMatch(/did not take a message: Socket timeout/);
    } finally {
      warned.mockRestore();
    }
    expect((await app.push.messages(good.clientHash)).length).toBe(1);
    expect((await list(cookie)).sort()).toEqual([good.endpoint, failing[500].endpoint, failing.hang.endpoint].sort());
  });

  it("sends nothing by a channel that is off, and says so", async () => {
    const { cookie } = await member(app);
    const browser = await browserOf(app, cookie);
    const off = {
      morning: { enabled: false, time: "07:00", days: ["mon"] },
      channels: { push: false, email: false },
    };
    expect((await call(app.routes.reminders.PUT, { cookie, method: "PUT", body: off })).status).toBe(200);
    expect((await call(app.routes.test, { cookie, method: "POST" })).body).toEqual({ push: 0, email: false });
    expect(await app.push.messages(browser.clientHash)).toEqual([]);
  });
});

describe("a server without VAPID keys", () => {
  it("has push off: no key, no subscriptions, and /api/reminders says so", async () => {
    vi.stubEnv("VAPID_PUBLIC_KEY", "");
    vi.stubEnv("VAPID_PRIVATE_KEY", "");
    vi.resetModules();
    try {
      const key = (await import("@/app/api/push/key/route")).GET;
      const subscriptions = (await import("@/app/api/push/subscriptions/route")).POST;
      const reminders = (await import("@/app/api/reminders/route")).GET;
      const { cookie } = await member(app);
      const res = await call<ErrorShape>(key, { cookie });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe("Push notifications are not set up on this server.");
      expect((await call(subscriptions, { cookie, body: withKeys("https://93.184.216.34/send/x") })).status).toBe(503);
      expect((await call<{ available: unknown }>(reminders, { cookie })).body.available).toEqual({ push: false, email: true });
    } finally {
      vi.stubEnv("VAPID_PUBLIC_KEY", app.vapid.publicKey);
      vi.stubEnv("VAPID_PRIVATE_KEY", app.vapid.privateKey);
    }
  });
});

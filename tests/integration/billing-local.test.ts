// Payments without Stripe keys: the local test checkout. Premium only for a
// paid session of the caller's own; everything else leaves the plan alone.
import { describe, expect, it, vi } from "vitest";
import { POST as activate } from "@/app/api/subscribe/activate/route";
import { POST as createCheckout } from "@/app/api/subscribe/create-checkout/route";
import { POST as downgrade } from "@/app/api/subscribe/downgrade/route";
import { POST as portal } from "@/app/api/subscribe/portal/route";
import { POST as pay } from "@/app/api/subscribe/test-checkout/[sessionId]/pay/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import type { CheckoutStarted, PlanResult } from "@/lib/billing/schema";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

const start = (cookie: string) => call<CheckoutStarted & ErrorShape>(createCheckout, { cookie, method: "POST" });
const activateWith = (cookie: string, body?: unknown) =>
  call<PlanResult & ErrorShape>(activate, { cookie, method: "POST", ...(body === undefined ? {} : { body }) });
const payFor = (cookie: string, sessionId: string) =>
  call<{ url: string } & ErrorShape>(pay, { cookie, method: "POST", params: { sessionId } });
const isPremium = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).isPremium;

describe("the local test checkout", () => {
  it("makes a user Premium only after paying, once, and only for themselves", async () => {
    const { cookie, id } = await signedUp();
    const stranger = await signedUp();
    const checkout = await start(cookie);
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({ provider: "local", sessionId: expect.stringMatching(/^cs_local_[\w-]{22}$/) });
    expect(checkout.body.url).toBe(`http://localhost:3000/checkout/${checkout.body.sessionId}`);
    const { sessionId } = checkout.body;

    // Nothing is paid yet: a bare, an empty or an early activate changes nothing.
    expect((await activateWith(cookie)).status).toBe(400);
    expect((await activateWith(cookie, {})).body.error.message).toBe("sessionId must be the id of your checkout session.");
    expect((await activateWith(cookie, { sessionId: "../../etc/passwd" })).status).toBe(400);
    const early = await activateWith(cookie, { sessionId });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/has not been paid yet/);
    expect(await isPremium(id)).toBe(false);

    // Someone else can neither pay for it nor activate it.
    expect((await payFor(stranger.cookie, sessionId)).status).toBe(404);
    const paid = await payFor(cookie, sessionId);
    expect(paid.status).toBe(200);
    expect(paid.body.url).toBe(`http://localhost:3000/subscription/success?session_id=${sessionId}`);
    expect((await activateWith(stranger.cookie, { sessionId })).status).toBe(404);
    expect(await isPremium(stranger.id)).toBe(false);

    const activated = await activateWith(cookie, { sessionId });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ isPremium: true });
    // Idempotent: again, and paying again, change nothing.
    expect((await activateWith(cookie, { sessionId })).body).toEqual({ isPremium: true });
    expect((await payFor(cookie, sessionId)).status).toBe(200);
    expect((await call<{ isPremium: boolean }>(getUser, { cookie })).body.isPremium).toBe(true);

    // A Premium user has nothing to buy.
    const again = await start(cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("You are already a Premium member.");
  });

  it("refuses unknown and expired sessions", async () => {
    const { cookie, id } = await signedUp();
    for (const sessionId of ["cs_local_AAAAAAAAAAAAAAAAAAAAAA", "cs_test_nothing", "x"]) {
      expect((await activateWith(cookie, { sessionId })).status).toBe(404);
      expect((await payFor(cookie, sessionId)).status).toBe(404);
    }
    const { sessionId } = (await start(cookie)).body;
    await db().checkoutSession.update({ where: { id: sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await payFor(cookie, sessionId)).status).toBe(404);
    const expired = await activateWith(cookie, { sessionId });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toMatch(/expired/);
    expect(await isPremium(id)).toBe(false);
  });

  it("downgrades a Premium user at once; a Free user's downgrade is a harmless no-op", async () => {
    const free = await signedUp();
    const noop = await call<PlanResult>(downgrade, { cookie: free.cookie, method: "POST" });
    expect(noop.status).toBe(200);
    expect(noop.body).toEqual({ isPremium: false });

    const { cookie, id } = await signedUp({ premium: true });
    const res = await call<PlanResult>(downgrade, { cookie, method: "POST" });
    expect(res.body).toEqual({ isPremium: false });
    expect(await isPremium(id)).toBe(false);
  });

  it("has no Customer Portal and no webhook without Stripe, and refuses anonymous callers", async () => {
    const { cookie } = await signedUp({ premium: true });
    const res = await call<ErrorShape>(portal, { cookie, method: "POST" });
    expect(res.status).toBe(404);
    const hook = await call<ErrorShape>(webhook, {
      rawBody: "{}",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
    });
    expect(hook.status).toBe(503);
    for (const handler of [createCheckout, downgrade, portal]) expect((await call(handler, { method: "POST" })).status).toBe(401);
    expect((await activateWith("", { sessionId: "cs_local_x" })).status).toBe(401);
  });
});

describe("activating a local checkout", () => {
  it("grants once: a reload answers Premium, a replay after the downgrade stays Free", async () => {
    const { cookie, id } = await signedUp();
    const { sessionId } = (await start(cookie)).body;
    await payFor(cookie, sessionId);
    expect((await activateWith(cookie, { sessionId })).body).toEqual({ isPremium: true });
    expect((await activateWith(cookie, { sessionId })).body).toEqual({ isPremium: true });
    expect((await db().checkoutSession.findUniqueOrThrow({ where: { id: sessionId } })).activatedAt).not.toBeNull();

    expect((await call<PlanResult>(downgrade, { cookie, method: "POST" })).body).toEqual({ isPremium: false });
    // "Paying" again changes nothing either: the session is complete, and used.
    expect((await payFor(cookie, sessionId)).status).toBe(200);
    const replay = await activateWith(cookie, { sessionId });
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toMatch(/^This checkout has already been used to activate Premium/);
    expect(await isPremium(id)).toBe(false);

    // A new checkout is a new payment: it activates.
    const again = (await start(cookie)).body.sessionId;
    await payFor(cookie, again);
    expect((await activateWith(cookie, { sessionId: again })).body).toEqual({ isPremium: true });
  });

  it("grants once when the success page activates several times at once", async () => {
    const { cookie, id } = await signedUp();
    const { sessionId } = (await start(cookie)).body;
    await payFor(cookie, sessionId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => activateWith(cookie, { sessionId })));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(answers.map(() => [200, { isPremium: true }]));
    const activated = await db().checkoutSession.findMany({ where: { userId: id, activatedAt: { not: null } } });
    expect(activated.map((row) => row.id)).toEqual([sessionId]);
    await call(downgrade, { cookie, method: "POST" });
    expect((await activateWith(cookie, { sessionId })).status).toBe(409);
  });
});

describe("a public deployment without Stripe keys", () => {
  /** The routes as a server listening on every interface imports them, with `env` added. */
  async function publicServer(env: Record<string, string> = {}) {
    vi.stubEnv("DREAMSCAPE_LISTEN_HOST", "0.0.0.0");
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return {
      start: (await import("@/app/api/subscribe/create-checkout/route")).POST,
      pay: (await import("@/app/api/subscribe/test-checkout/[sessionId]/pay/route")).POST,
      activate: (await import("@/app/api/subscribe/activate/route")).POST,
      page: (await import("@/app/[locale]/(signed-in)/(app)/checkout/[sessionId]/page")).default,
    };
  }
  const restore = () => {
    vi.unstubAllEnvs();
    vi.resetModules();
  };

  it("takes no payments: starting a checkout says so, the test checkout is not there", async () => {
    const { cookie, id } = await signedUp();
    // A session paid while the server still allowed the test checkout.
    const { sessionId } = (await start(cookie)).body;
    await payFor(cookie, sessionId);
    try {
      const server = await publicServer();
      const res = await call<ErrorShape>(server.start, { cookie, method: "POST" });
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({
        code: "service_unavailable",
        message: "Payments are not configured on this server, so Premium cannot be bought here. Your plan has not changed.",
      });
      // Waiting does not help: no Retry-After, so the pricing page shows this message rather than "try later".
      expect(res.headers.get("retry-after")).toBeNull();
      const french = await call<ErrorShape>(server.start, { cookie, method: "POST", headers: { "accept-language": "fr" } });
      expect(french.body.error.message).toMatch(/^Les paiements ne sont pas configurés sur ce serveur/);

      expect((await call(server.pay, { cookie, method: "POST", params: { sessionId } })).status).toBe(404);
      const activation = await call<ErrorShape>(server.activate, { cookie, method: "POST", body: { sessionId } });
      expect(activation.status).toBe(503);
      expect(activation.body.error.code).toBe("service_unavailable");
      expect(await isPremium(id)).toBe(false);
      await expect(server.page({ params: Promise.resolve({ locale: "en", sessionId }) })).rejects.toThrow(
        /NEXT_HTTP_ERROR_FALLBACK;404/,
      );
    } finally {
      restore();
    }
  });

  it("keeps the test checkout with BILLING_LOCAL=1", async () => {
    const { cookie, id } = await signedUp();
    try {
      const server = await publicServer({ BILLING_LOCAL: "1" });
      const res = await call<CheckoutStarted & ErrorShape>(server.start, { cookie, method: "POST" });
      expect(res.status).toBe(200);
      expect(res.body.provider).toBe("local");
      const { sessionId } = res.body;
      expect((await call(server.pay, { cookie, method: "POST", params: { sessionId } })).status).toBe(200);
      expect((await call<PlanResult>(server.activate, { cookie, method: "POST", body: { sessionId } })).body).toEqual({
        isPremium: true,
      });
      expect(await isPremium(id)).toBe(true);
    } finally {
      restore();
    }
  });
});

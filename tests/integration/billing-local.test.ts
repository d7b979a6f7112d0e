// Payments without Stripe keys: the local test checkout. Premium only for a
// paid session of the caller's own; everything else leaves the plan alone.
import { describe, expect, it } from "vitest";
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

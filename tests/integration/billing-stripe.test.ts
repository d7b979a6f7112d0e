// With STRIPE_SECRET_KEY set: the official `stripe` SDK against a real HTTP
// server on 127.0.0.1 that speaks Stripe's API (tests/fakes/stripe.ts), and
// webhooks signed with the SDK's test-header helper. The webhook is the source
// of truth: each event applied once, in order, and never Premium without payment.
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted, PlanResult } from "@/lib/billing/schema";
import { fakeEvent, signedWebhook, type FakeStripe } from "@/tests/fakes/stripe";
import { deliver as deliverTo, post, registered, WEBHOOK_SECRET, withStripe, type StripeApp } from "./billing-helpers";
import { call, type ErrorShape } from "./helpers";

const stripe = withStripe();
let fake: FakeStripe;
let app: StripeApp;
beforeAll(() => ({ fake, app } = stripe));

const user = () => registered(app);
const premium = async (id: number) => (await app.db().user.findUniqueOrThrow({ where: { id } })).isPremium;
const deliver = (event: object, options?: { secret?: string; timestamp?: number }) => deliverTo(app, event, options);

/** A checkout the user starts and pays on Stripe's page (the fake completes it). */
async function paidCheckout(cookie: string, subscriptionId?: string) {
  const started = await post<CheckoutStarted>(app.start, cookie);
  expect(started.status).toBe(200);
  return fake.completeSession(started.body.sessionId, { subscriptionId });
}

describe("checkout through Stripe", () => {
  it("creates a subscription Checkout Session for the caller, and activates only once it is paid", async () => {
    const { cookie, id } = await user();
    const started = await post<CheckoutStarted>(app.start, cookie);
    expect(started.status).toBe(200);
    expect(started.body.provider).toBe("stripe");
    expect(started.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [sent] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(sent.form).toMatchObject({
      mode: "subscription",
      client_reference_id: String(id),
      success_url: "http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/subscription/cancel",
    });
    // $7.77 a month, found or created once.
    expect(fake.requestsTo("POST", "/v1/prices")[0]?.form).toMatchObject({ unit_amount: "777", currency: "usd" });

    const early = await post<PlanResult>(app.activate, cookie, { sessionId: started.body.sessionId });
    expect(early.status).toBe(409);
    expect(await premium(id)).toBe(false);

    const session = fake.completeSession(started.body.sessionId);
    const stranger = await user();
    expect((await post<PlanResult>(app.activate, stranger.cookie, { sessionId: session.id })).status).toBe(404);
    const activated = await post<PlanResult>(app.activate, cookie, { sessionId: session.id });
    expect(activated.body).toEqual({ isPremium: true });
    const stored = await app.db().user.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      isPremium: true,
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
    });
    // The local test checkout does not exist alongside Stripe.
    expect((await call(app.pay, { cookie, method: "POST", params: { sessionId: session.id } })).status).toBe(404);
  });

  it("says the payment service is unavailable when Stripe fails, and changes nothing", async () => {
    const { cookie, id } = await user();
    fake.failNext(2, "500");
    const res = await post<CheckoutStarted>(app.start, cookie);
    expect(res.status).toBe(503);
    expect(res.body.error.message).toMatch(/payment service cannot be reached/);
    fake.failNext(1, "429");
    expect((await post<PlanResult>(app.activate, cookie, { sessionId: "cs_test_whatever" })).status).toBe(503);
    expect(await premium(id)).toBe(false);
  });

  it("downgrades by cancelling the subscription; if Stripe cannot cancel, the user stays Premium", async () => {
    const { cookie, id } = await user();
    const session = await paidCheckout(cookie);
    await post<PlanResult>(app.activate, cookie, { sessionId: session.id });

    fake.failNext(2, "500");
    const failed = await post<PlanResult>(app.downgrade, cookie);
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toMatch(/^Failed to downgrade subscription/);
    expect(await premium(id)).toBe(true);

    const portal = await post<{ url: string }>(app.portal, cookie);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\//);

    const done = await post<PlanResult>(app.downgrade, cookie);
    expect(done.body).toEqual({ isPremium: false });
    expect(fake.requestsTo("DELETE", `/v1/subscriptions/${session.subscription}`).length).toBeGreaterThan(0);
    expect(await premium(id)).toBe(false);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a missing, wrong or old signature with 400", async () => {
    const event = fakeEvent("customer.subscription.deleted", {
      id: "sub_x",
      object: "subscription",
      customer: "cus_x",
      status: "canceled",
    });
    const unsigned = await call<ErrorShape>(app.webhook, {
      rawBody: JSON.stringify(event),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect((await deliver(event, { secret: "whsec_wrong" })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    const tampered = signedWebhook(event, WEBHOOK_SECRET);
    const res = await call<ErrorShape>(app.webhook, {
      rawBody: tampered.body.replace("sub_x", "sub_y"),
      headers: { "content-type": "application/json", "stripe-signature": tampered.signature },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("The Stripe-Signature header is missing, wrong or too old.");
  });

  it("grants Premium for a completed, paid checkout, once even when delivered twice", async () => {
    const { cookie, id } = await user();
    const session = await paidCheckout(cookie);
    const event = fakeEvent("checkout.session.completed", session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await premium(id)).toBe(true);

    // The user downgrades; a replay of the old event must not make them Premium again.
    await post<PlanResult>(app.downgrade, cookie);
    const replay = await deliver(event);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await premium(id)).toBe(false);
    expect(await app.db().billingEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("does not grant Premium for a checkout that is not paid yet", async () => {
    const { cookie, id } = await user();
    const session = await paidCheckout(cookie);
    await deliver(fakeEvent("checkout.session.completed", { ...session, payment_status: "unpaid" }));
    expect(await premium(id)).toBe(false);
    await deliver(fakeEvent("checkout.session.async_payment_succeeded", session));
    expect(await premium(id)).toBe(true);
  });

  it("follows the subscription: a failed renewal keeps Premium while Stripe retries; cancelled ends it", async () => {
    const { cookie, id } = await user();
    const session = await paidCheckout(cookie);
    await deliver(fakeEvent("checkout.session.completed", session));
    const subscription = { id: session.subscription, object: "subscription", customer: session.customer };
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      fakeEvent("invoice.payment_failed", {
        id: "in_1",
        object: "invoice",
        customer: session.customer,
        subscription: session.subscription,
      }),
    );
    await deliver(fakeEvent("customer.subscription.updated", { ...subscription, status: "past_due" }, { created: now + 1 }));
    expect(await premium(id)).toBe(true);
    await deliver(fakeEvent("customer.subscription.updated", { ...subscription, status: "unpaid" }, { created: now + 2 }));
    expect(await premium(id)).toBe(false);
    // Fixed in the Dashboard: active again.
    await deliver(fakeEvent("customer.subscription.updated", { ...subscription, status: "active" }, { created: now + 3 }));
    expect(await premium(id)).toBe(true);
    await deliver(fakeEvent("customer.subscription.deleted", { ...subscription, status: "canceled" }, { created: now + 4 }));
    expect(await premium(id)).toBe(false);
    // An older update delivered late changes nothing.
    await deliver(fakeEvent("customer.subscription.updated", { ...subscription, status: "active" }, { created: now + 2 }));
    expect(await premium(id)).toBe(false);
  });

  it("never grants Premium for a subscription whose end arrived before its checkout", async () => {
    const { cookie, id } = await user();
    const session = await paidCheckout(cookie);
    await deliver(
      fakeEvent("customer.subscription.deleted", {
        id: session.subscription,
        object: "subscription",
        customer: session.customer,
        status: "canceled",
      }),
    );
    await deliver(fakeEvent("checkout.session.completed", session));
    expect(await premium(id)).toBe(false);
    const activated = await post<PlanResult>(app.activate, cookie, { sessionId: session.id });
    expect(activated.status).toBe(409);
    expect(await premium(id)).toBe(false);
  });

  it("accepts event types it does not use, and answers broken bodies with 400", async () => {
    expect((await deliver(fakeEvent("customer.created", { id: "cus_1", object: "customer" }))).status).toBe(200);
    const broken = signedWebhook({ not: "an event" }, WEBHOOK_SECRET);
    const res = await call<ErrorShape>(app.webhook, {
      rawBody: broken.body.slice(0, 5),
      headers: { "content-type": "application/json", "stripe-signature": broken.signature },
    });
    expect(res.status).toBe(400);
  });
});

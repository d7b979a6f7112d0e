import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingSignatureError } from "./errors";
import { createStripeBilling } from "./stripe";
import { fakeEvent, signedWebhook, startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe";

// Deliveries signed with the real SDK, verified and normalized by parseWebhook.
// The fake Stripe only supplies realistic Checkout Sessions.

const WEBHOOK_SECRET = "whsec_dreamscape_test";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

function billing({ webhookSecret }: { webhookSecret?: string } = { webhookSecret: WEBHOOK_SECRET }) {
  return createStripeBilling({ secretKey: fake.secretKey, webhookSecret, apiUrl: fake.apiUrl, priceId: fake.addPrice().id });
}

function thrown<E extends Error>(run: () => unknown, type: new (...args: never[]) => E): E {
  try {
    run();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error("expected the call to throw");
}

describe("parseWebhook", () => {
  const parse = (event: object, opts?: { timestamp?: number }) => {
    const { body, signature } = signedWebhook(event, WEBHOOK_SECRET, opts);
    return billing().parseWebhook(body, signature);
  };

  it("normalizes completed checkouts, paid now or later", async () => {
    const instance = billing();
    const { sessionId } = await instance.createCheckout({
      userId: 42,
      email: "dreamer@example.com",
      customerId: null,
      successUrl: "http://127.0.0.1:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1:3000/pricing",
      locale: "en",
    });
    const session = fake.completeSession(sessionId, { subscriptionId: "sub_async", paymentStatus: "unpaid" });
    const checkoutState = {
      sessionId,
      userId: 42,
      status: "complete",
      customerId: session.customer,
      subscriptionId: "sub_async",
    };

    expect(parse(fakeEvent("checkout.session.completed", session, { id: "evt_1", created: 1_800_000_000 }))).toEqual({
      id: "evt_1",
      created: 1_800_000_000,
      type: "checkout.completed",
      checkout: { ...checkoutState, paid: false },
    });
    const succeeded = { ...session, payment_status: "paid" };
    expect(parse(fakeEvent("checkout.session.async_payment_succeeded", succeeded))).toMatchObject({
      type: "checkout.completed",
      checkout: { ...checkoutState, paid: true },
    });
  });

  it("normalizes subscription changes and deletions", () => {
    const subscription = { id: "sub_1", object: "subscription", customer: "cus_1", status: "active" };
    expect(parse(fakeEvent("customer.subscription.created", { ...subscription, status: "trialing" }, { id: "evt_c" }))).toEqual({
      id: "evt_c",
      created: expect.any(Number),
      type: "subscription.changed",
      subscriptionId: "sub_1",
      customerId: "cus_1",
      active: true,
      status: "trialing",
    });
    expect(parse(fakeEvent("customer.subscription.updated", { ...subscription, status: "past_due" }))).toMatchObject({
      type: "subscription.changed",
      active: false,
      status: "past_due",
    });
    expect(parse(fakeEvent("customer.subscription.deleted", { ...subscription, status: "canceled" }, { id: "evt_d" }))).toEqual({
      id: "evt_d",
      created: expect.any(Number),
      type: "subscription.deleted",
      subscriptionId: "sub_1",
      customerId: "cus_1",
    });
  });

  it("normalizes failed invoice payments, current and pre-2025 invoice shapes alike", () => {
    const invoice = {
      id: "in_1",
      object: "invoice",
      customer: "cus_1",
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: "sub_1", metadata: {} },
      },
    };
    expect(parse(fakeEvent("invoice.payment_failed", invoice))).toMatchObject({
      type: "payment.failed",
      subscriptionId: "sub_1",
      customerId: "cus_1",
    });
    const legacy = { id: "in_2", object: "invoice", customer: "cus_2", subscription: "sub_2" };
    expect(parse(fakeEvent("invoice.payment_failed", legacy))).toMatchObject({ subscriptionId: "sub_2", customerId: "cus_2" });
    expect(
      parse(fakeEvent("invoice.payment_failed", { id: "in_3", object: "invoice", customer: null, parent: null })),
    ).toMatchObject({
      subscriptionId: null,
      customerId: null,
    });
  });

  it("marks other event types as ignored", () => {
    expect(parse(fakeEvent("customer.created", { id: "cus_1", object: "customer" }, { id: "evt_x" }))).toEqual({
      id: "evt_x",
      created: expect.any(Number),
      type: "ignored",
      stripeType: "customer.created",
    });
  });

  it("rejects a missing, wrong or old signature and a changed body", () => {
    const event = fakeEvent("customer.subscription.deleted", { id: "sub_1", customer: "cus_1" });
    const { body, signature } = signedWebhook(event, WEBHOOK_SECRET);
    const instance = billing();

    expect(thrown(() => instance.parseWebhook(body, null), BillingSignatureError).message).toMatch(/No Stripe-Signature/);
    thrown(() => instance.parseWebhook(body, ""), BillingSignatureError);
    thrown(() => instance.parseWebhook(body, "garbage"), BillingSignatureError);
    thrown(() => instance.parseWebhook(body, signedWebhook(event, "whsec_someone_else").signature), BillingSignatureError);
    thrown(() => instance.parseWebhook(body.replace("sub_1", "sub_2"), signature), BillingSignatureError);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const old = signedWebhook(event, WEBHOOK_SECRET, { timestamp: tenMinutesAgo });
    expect(thrown(() => instance.parseWebhook(old.body, old.signature), BillingSignatureError).message).toMatch(/tolerance/);
  });

  it("refuses to run without a webhook secret", () => {
    const { body, signature } = signedWebhook(fakeEvent("customer.created", {}), WEBHOOK_SECRET);
    expect(() => billing({}).parseWebhook(body, signature)).toThrow(/not configured/);
  });
});

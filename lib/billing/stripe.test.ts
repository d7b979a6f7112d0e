import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BillingProviderError } from "./errors";
import { PREMIUM_LOOKUP_KEY } from "./price";
import { createStripeBilling, type StripeBillingConfig } from "./stripe";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe";
import type { CheckoutRequest } from "./types";

// The official SDK against a real HTTP server on 127.0.0.1 that speaks Stripe's API.
// Webhooks: stripe-webhooks.test.ts.

const WEBHOOK_SECRET = "whsec_dreamscape_test";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function billing(config: Partial<StripeBillingConfig> = {}) {
  return createStripeBilling({
    secretKey: fake.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.apiUrl,
    timeoutMs: 2000,
    ...config,
  });
}

/** A billing instance whose price already exists, so only the call under test reaches the fake. */
function billingWithPrice(config: Partial<StripeBillingConfig> = {}) {
  return billing({ priceId: fake.addPrice().id, ...config });
}

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  userId: 42,
  email: "dreamer@example.com",
  customerId: null,
  successUrl: "http://127.0.0.1:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://127.0.0.1:3000/pricing",
  locale: "en",
  ...overrides,
});

async function failure<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("createCheckout", () => {
  it("creates a subscription-mode session for one Premium price, tied to the user", async () => {
    const priceId = fake.addPrice().id;
    const created = await billing({ priceId }).createCheckout(checkout({ locale: "fr" }));

    expect(created.sessionId).toMatch(/^cs_test_/);
    expect(created.url).toBe(`https://checkout.stripe.com/c/pay/${created.sessionId}`);
    expect(created.customerId).toBeNull();
    expect(created.expiresAt.getTime()).toBe((fake.state.sessions.get(created.sessionId)?.expires_at ?? 0) * 1000);
    const [request] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(request?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({
      mode: "subscription",
      line_items: [{ price: priceId, quantity: "1" }],
      client_reference_id: "42",
      customer_email: "dreamer@example.com",
      success_url: checkout().successUrl,
      cancel_url: checkout().cancelUrl,
      locale: "fr",
      metadata: { userId: "42" },
      subscription_data: { metadata: { userId: "42" } },
    });
  });

  it("reuses a known customer instead of the email", async () => {
    const instance = billingWithPrice();
    const first = await instance.createCheckout(checkout());
    const customerId = fake.completeSession(first.sessionId).customer;
    expect(customerId).toMatch(/^cus_/);
    fake.reset();

    const second = await instance.createCheckout(checkout({ customerId }));

    expect(second.customerId).toBe(customerId);
    const form = fake.requestsTo("POST", "/v1/checkout/sessions")[0]?.form;
    expect(form?.customer).toBe(customerId);
    expect(form).not.toHaveProperty("customer_email");
  });

  it("sends Stripe's locale for each app locale, and 'auto' for Ukrainian, which Checkout lacks", async () => {
    const instance = billingWithPrice();
    for (const locale of ["en", "uk", "fr", "de", "es"] as const) await instance.createCheckout(checkout({ locale }));
    expect(fake.requestsTo("POST", "/v1/checkout/sessions").map((request) => request.form.locale)).toEqual([
      "en",
      "auto",
      "fr",
      "de",
      "es",
    ]);
  });
});

describe("the Premium price", () => {
  it("is looked up, then created once, when several first checkouts run at once", async () => {
    fake.state.prices.clear();
    const instance = billing();

    const sessions = await Promise.all([1, 2, 3].map((userId) => instance.createCheckout(checkout({ userId }))));

    const lookups = fake.requestsTo("GET", "/v1/prices");
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.query).toEqual({ lookup_keys: [PREMIUM_LOOKUP_KEY], active: "true", limit: "1" });
    expect(fake.requestsTo("POST", "/v1/products").map((request) => request.form)).toEqual([{ name: "DreamScape Premium" }]);
    const creations = fake.requestsTo("POST", "/v1/prices");
    expect(creations).toHaveLength(1);
    expect(creations[0]?.form).toMatchObject({
      currency: "usd",
      unit_amount: "777",
      recurring: { interval: "month" },
      lookup_key: PREMIUM_LOOKUP_KEY,
    });
    const [price] = [...fake.state.prices.values()];
    expect(fake.state.prices.size).toBe(1);
    const sold = fake.requestsTo("POST", "/v1/checkout/sessions").map((request) => request.form.line_items);
    expect(sold).toEqual(sessions.map(() => [{ price: price?.id, quantity: "1" }]));

    fake.reset();
    await instance.createCheckout(checkout());
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/checkout/sessions"]);
  });

  it("uses an existing active price with the lookup key", async () => {
    fake.state.prices.clear();
    const existing = fake.addPrice({ lookupKey: PREMIUM_LOOKUP_KEY });

    await billing().createCheckout(checkout());

    expect(fake.requestsTo("POST", "/v1/prices")).toHaveLength(0);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")[0]?.form.line_items).toEqual([{ price: existing.id, quantity: "1" }]);
  });

  it("replaces an archived price, taking over its lookup key", async () => {
    fake.state.prices.clear();
    const archived = fake.addPrice({ lookupKey: PREMIUM_LOOKUP_KEY, active: false });

    await billing().createCheckout(checkout());

    expect(fake.requestsTo("POST", "/v1/prices")[0]?.form.transfer_lookup_key).toBe("true");
    expect(archived.lookup_key).toBeNull();
    const current = [...fake.state.prices.values()].filter((price) => price.lookup_key === PREMIUM_LOOKUP_KEY);
    expect(current.map((price) => price.active)).toEqual([true]);
  });

  it("is not looked up when configured", async () => {
    await billingWithPrice().createCheckout(checkout());
    expect(fake.requestsTo("GET", "/v1/prices")).toHaveLength(0);
  });

  it("is looked up again after a failed lookup", async () => {
    fake.state.prices.clear();
    fake.addPrice({ lookupKey: PREMIUM_LOOKUP_KEY });
    const instance = billing();
    fake.failNext(1, "brokenJson");

    expect((await failure(instance.createCheckout(checkout()), BillingProviderError)).kind).toBe("unavailable");
    await instance.createCheckout(checkout());
    expect(fake.requestsTo("GET", "/v1/prices")).toHaveLength(2);
  });
});

describe("getCheckout", () => {
  it("reads an open, a completed and an expired session", async () => {
    const instance = billingWithPrice();
    const open = await instance.createCheckout(checkout());
    expect(await instance.getCheckout(open.sessionId)).toEqual({
      sessionId: open.sessionId,
      userId: 42,
      status: "open",
      paid: false,
      customerId: null,
      subscriptionId: null,
    });

    const paid = await instance.createCheckout(checkout({ userId: 7 }));
    const completed = fake.completeSession(paid.sessionId, { subscriptionId: "sub_premium7" });
    expect(await instance.getCheckout(paid.sessionId)).toEqual({
      sessionId: paid.sessionId,
      userId: 7,
      status: "complete",
      paid: true,
      customerId: completed.customer,
      subscriptionId: "sub_premium7",
    });

    const abandoned = await instance.createCheckout(checkout());
    fake.expireSession(abandoned.sessionId);
    expect(await instance.getCheckout(abandoned.sessionId)).toMatchObject({ status: "expired", paid: false });
  });

  it("answers null for a session Stripe does not know", async () => {
    expect(await billing().getCheckout("cs_test_nope")).toBeNull();
    expect(fake.requests[0]?.path).toBe("/v1/checkout/sessions/cs_test_nope");
  });
});

describe("subscriptionStatus", () => {
  it("reads the subscription's status now, cancelled ones included, and null for one Stripe does not know", async () => {
    const instance = billingWithPrice();
    const { sessionId } = await instance.createCheckout(checkout());
    fake.completeSession(sessionId, { subscriptionId: "sub_status" });
    expect(await instance.subscriptionStatus("sub_status")).toBe("active");
    await instance.cancelSubscription("sub_status");
    expect(await instance.subscriptionStatus("sub_status")).toBe("canceled");
    expect(await instance.subscriptionStatus("sub_never_existed")).toBeNull();
    expect(fake.requestsTo("GET", "/v1/subscriptions/sub_status")).toHaveLength(2);
  });

  it("fails as unavailable when Stripe does", async () => {
    fake.failNext(2, "500");
    expect((await failure(billing().subscriptionStatus("sub_any"), BillingProviderError)).kind).toBe("unavailable");
  });
});

describe("subscriptionTerms", () => {
  it("reads the status, the period's end from the items, and a cancellation at the period's end", async () => {
    const instance = billingWithPrice();
    const { sessionId } = await instance.createCheckout(checkout());
    fake.completeSession(sessionId, { subscriptionId: "sub_terms" });
    const subscription = fake.state.subscriptions.get("sub_terms");
    if (!subscription) throw new Error("no subscription");
    const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000);

    expect(await instance.subscriptionTerms("sub_terms")).toEqual({
      status: "active",
      cancelAtPeriodEnd: false,
      cancelAt: null,
      periodEnd,
    });
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = subscription.items.data[0].current_period_end;
    expect(await instance.subscriptionTerms("sub_terms")).toMatchObject({ cancelAtPeriodEnd: true, cancelAt: periodEnd });
    expect(await instance.subscriptionTerms("sub_never_existed")).toBeNull();
  });
});

describe("cancelSubscription", () => {
  it("cancels at once, and does nothing for one already cancelled or unknown", async () => {
    const instance = billingWithPrice();
    const { sessionId } = await instance.createCheckout(checkout());
    fake.completeSession(sessionId, { subscriptionId: "sub_to_cancel" });

    await instance.cancelSubscription("sub_to_cancel");
    expect(fake.state.subscriptions.get("sub_to_cancel")?.status).toBe("canceled");
    await expect(instance.cancelSubscription("sub_to_cancel")).resolves.toBeUndefined();
    await expect(instance.cancelSubscription("sub_never_existed")).resolves.toBeUndefined();
    expect(fake.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      "/v1/subscriptions/sub_to_cancel",
      "/v1/subscriptions/sub_to_cancel",
      "/v1/subscriptions/sub_never_existed",
    ]);
  });
});

describe("portalUrl", () => {
  it("opens a Customer Portal session that returns to the app", async () => {
    const instance = billingWithPrice();
    const { sessionId } = await instance.createCheckout(checkout());
    const customer = fake.completeSession(sessionId).customer ?? "";

    const url = await instance.portalUrl(customer, "http://127.0.0.1:3000/settings");

    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.requestsTo("POST", "/v1/billing_portal/sessions")[0]?.form).toEqual({
      customer,
      return_url: "http://127.0.0.1:3000/settings",
    });
  });

  it("fails as rejected for an unknown customer", async () => {
    const error = await failure(billing().portalUrl("cus_unknown", "http://127.0.0.1:3000/"), BillingProviderError);
    expect(error).toMatchObject({ kind: "rejected", status: 400, code: "resource_missing" });
    expect(error.message).toBe("No such customer: 'cus_unknown'");
  });
});

describe("when Stripe fails", () => {
  it("retries a 500 once, with the same idempotency key", async () => {
    const instance = billingWithPrice();
    fake.failNext(1, "500");

    const { sessionId } = await instance.createCheckout(checkout());

    const attempts = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.headers["idempotency-key"]).toBeTruthy();
    expect(attempts[1]?.headers["idempotency-key"]).toBe(attempts[0]?.headers["idempotency-key"]);
    expect(fake.state.sessions.get(sessionId)?.status).toBe("open");
  });

  it("reports repeated 500s as unavailable", async () => {
    fake.failNext(2, "500");
    const error = await failure(billing().getCheckout("cs_test_any"), BillingProviderError);
    expect(error).toMatchObject({ kind: "unavailable", status: 500, message: "An unknown error occurred" });
  });

  it("reports a rate limit as unavailable (worth trying later), without hammering Stripe", async () => {
    fake.failNext(1, "429");
    const error = await failure(billing().getCheckout("cs_test_any"), BillingProviderError);
    expect(error).toMatchObject({ kind: "unavailable", status: 429, code: "rate_limit" });
    // The SDK retries a 429 only when Stripe sends Stripe-Should-Retry: true.
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a server that never answers as unavailable after the configured timeout, tried twice", async () => {
    fake.failNext(2, "hang");
    const error = await failure(billing({ timeoutMs: 300 }).cancelSubscription("sub_1"), BillingProviderError);
    expect(error.kind).toBe("unavailable");
    // The SDK's own words for its time limit, naming the one each attempt was given.
    expect(error.message).toBe("Request aborted due to timeout being reached (300ms)");
    expect(fake.requests).toHaveLength(2);
  });

  it("reports an unreadable answer as unavailable", async () => {
    fake.failNext(1, "brokenJson");
    const error = await failure(billingWithPrice().portalUrl("cus_1", "http://127.0.0.1:3000/"), BillingProviderError);
    expect(error).toMatchObject({ kind: "unavailable", message: "Invalid JSON received from the Stripe API" });
  });

  it("reports a wrong key as rejected, without retrying", async () => {
    const error = await failure(
      billing({ secretKey: "sk_test_wrong_key_1234" }).getCheckout("cs_test_any"),
      BillingProviderError,
    );
    expect(error).toMatchObject({ kind: "rejected", status: 401 });
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);
    expect(fake.requests).toHaveLength(1);
  });
});

// /profile's subscription with STRIPE_SECRET_KEY set, against the fake Stripe
// on 127.0.0.1: the plan's state read live from Stripe (renewal, a
// cancellation in the portal, a failed renewal), the portal leading back to
// /profile, and deleting a Premium account, which cancels its subscription.
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted, PlanResult, SubscriptionView } from "@/lib/billing/schema";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { post, registered, withStripe, type StripeApp } from "./billing-helpers";
import { call, PASSWORD, type ErrorShape } from "./helpers";

const stripe = withStripe();
let fake: FakeStripe;
let app: StripeApp;
beforeAll(() => ({ fake, app } = stripe));

const read = (cookie: string) => call<SubscriptionView & ErrorShape>(app.status, { cookie });

/** A user who paid on Stripe's page and came back to the success page: Premium, with a subscription. */
async function premiumUser() {
  const user = await registered(app, "profile");
  const started = await post<CheckoutStarted>(app.start, user.cookie);
  const session = fake.completeSession(started.body.sessionId);
  expect((await post<PlanResult>(app.activate, user.cookie, { sessionId: session.id })).body).toEqual({ isPremium: true });
  const subscription = fake.state.subscriptions.get(session.subscription ?? "");
  if (!subscription) throw new Error("fake Stripe kept no subscription");
  const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000).toISOString();
  return { ...user, subscription, periodEnd };
}

describe("GET /api/subscribe/status with Stripe", () => {
  it("shows a Free user Free, with Stripe taking payments and no portal yet", async () => {
    const { cookie } = await registered(app, "profile");
    expect((await read(cookie)).body).toEqual({
      plan: "free",
      status: null,
      payments: "stripe",
      renewsAt: null,
      endsAt: null,
      since: null,
      portal: false,
    });
    // Nothing to ask Stripe about.
    expect(fake.requests.filter((request) => request.path.startsWith("/v1/subscriptions"))).toEqual([]);
  });

  it("reads the subscription live: renewing, cancelled in the portal, a renewal being retried", async () => {
    const { cookie, subscription, periodEnd } = await premiumUser();
    const active = (await read(cookie)).body;
    expect(active).toMatchObject({ plan: "premium", status: "active", payments: "stripe", renewsAt: periodEnd, endsAt: null });
    expect(active.portal).toBe(true);
    expect(active.since).not.toBeNull();
    expect(fake.requestsTo("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(2); // activation, then this read

    // Cancelled in the Customer Portal: still active at Stripe until the period ends.
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = Math.floor(Date.parse(periodEnd) / 1000);
    expect((await read(cookie)).body).toMatchObject({ plan: "premium", status: "ending", renewsAt: null, endsAt: periodEnd });

    subscription.cancel_at_period_end = false;
    subscription.cancel_at = null;
    subscription.status = "past_due";
    expect((await read(cookie)).body).toMatchObject({ plan: "premium", status: "past_due", renewsAt: periodEnd });
  });

  it("answers with what is stored, without dates, when Stripe cannot be reached", async () => {
    const { cookie } = await premiumUser();
    fake.failNext(2, "500");
    const res = await read(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: "premium", status: "active", renewsAt: null, endsAt: null, portal: true });
  });
});

describe("POST /api/subscribe/portal", () => {
  it("leads back to /profile when asked to, to /pricing otherwise, and nowhere else", async () => {
    const { cookie } = await premiumUser();
    const returnUrls = () => fake.requestsTo("POST", "/v1/billing_portal/sessions").map((request) => request.form.return_url);

    expect((await post<{ url: string }>(app.portal, cookie, { returnTo: "/profile" })).status).toBe(200);
    expect((await post<{ url: string }>(app.portal, cookie)).status).toBe(200);
    expect(returnUrls()).toEqual(["http://localhost:3000/profile", "http://localhost:3000/pricing"]);

    const elsewhere = await post<{ url: string }>(app.portal, cookie, { returnTo: "https://evil.example/" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe("validation_failed");
    expect(returnUrls()).toHaveLength(2);
  });
});

describe("deleting a Premium account", () => {
  it("cancels the Stripe subscription first; while Stripe cannot, nothing is deleted", async () => {
    const { cookie, id, subscription } = await premiumUser();
    const remove = () => call<ErrorShape>(app.deleteUser, { method: "DELETE", cookie, body: { password: PASSWORD } });

    fake.failNext(2, "500");
    const refused = await remove();
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toMatch(/^Your Premium subscription could not be cancelled/);
    expect(await app.db().user.findUniqueOrThrow({ where: { id } })).toMatchObject({ isPremium: true });
    expect(subscription.status).toBe("active");

    expect((await remove()).status).toBe(200);
    expect(subscription.status).toBe("canceled");
    expect(await app.db().user.count({ where: { id } })).toBe(0);
  });
});

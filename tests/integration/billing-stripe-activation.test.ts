// Activation through Stripe consumes the Checkout Session: every checkout
// started is recorded, a paid one grants Premium once, and only while its
// subscription is live at Stripe. Reloading the success page keeps working;
// replaying it after a downgrade does not bring Premium back.
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStarted, PlanResult } from "@/lib/billing/schema";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { post, registered, withStripe, type StripeApp } from "./billing-helpers";

const stripe = withStripe();
let fake: FakeStripe;
let app: StripeApp;
beforeAll(() => ({ fake, app } = stripe));

const plan = async (id: number) => {
  const user = await app.db().user.findUniqueOrThrow({ where: { id } });
  return { isPremium: user.isPremium, subscriptionStatus: user.subscriptionStatus };
};
const activate = (cookie: string, sessionId: string) => post<PlanResult>(app.activate, cookie, { sessionId });

async function paid(cookie: string) {
  const started = await post<CheckoutStarted>(app.start, cookie);
  expect(started.status).toBe(200);
  return fake.completeSession(started.body.sessionId);
}

describe("activating a Stripe checkout", () => {
  it("records the session when it is started: provider, user and Stripe's expiry", async () => {
    const { cookie, id } = await registered(app);
    const started = await post<CheckoutStarted>(app.start, cookie);
    const row = await app.db().checkoutSession.findUniqueOrThrow({ where: { id: started.body.sessionId } });
    const session = fake.state.sessions.get(started.body.sessionId);
    expect(row).toMatchObject({ provider: "stripe", userId: id, activatedAt: null });
    expect(row.expiresAt.getTime()).toBe((session?.expires_at ?? 0) * 1000);
  });

  it("grants once: a reload answers Premium, a replay after the downgrade stays Free", async () => {
    const { cookie, id } = await registered(app);
    const session = await paid(cookie);
    expect((await activate(cookie, session.id)).body).toEqual({ isPremium: true });
    expect(await plan(id)).toEqual({ isPremium: true, subscriptionStatus: "active" });
    const row = await app.db().checkoutSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(row.activatedAt).not.toBeNull();

    // The success page reloaded.
    const reload = await activate(cookie, session.id);
    expect(reload.status).toBe(200);
    expect(reload.body).toEqual({ isPremium: true });

    expect((await post<PlanResult>(app.downgrade, cookie)).body).toEqual({ isPremium: false });
    const replay = await activate(cookie, session.id);
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toBe(
      "This checkout has already been used to activate Premium, and that subscription has since ended. To become Premium again, start a new checkout from the pricing page.",
    );
    expect(await plan(id)).toEqual({ isPremium: false, subscriptionStatus: "canceled" });
  });

  it("stays Free when the subscription is no longer live at Stripe, and grants once it is", async () => {
    const { cookie, id } = await registered(app);
    const session = await paid(cookie);
    const subscription = fake.state.subscriptions.get(session.subscription ?? "");
    if (!subscription) throw new Error("the fake made no subscription");
    for (const status of ["canceled", "incomplete_expired", "unpaid", "incomplete", "paused"]) {
      subscription.status = status;
      const res = await activate(cookie, session.id);
      expect(res.status, status).toBe(409);
      expect(res.body.error.message).toMatch(/has already ended/);
      expect(await plan(id)).toEqual({ isPremium: false, subscriptionStatus: null });
    }
    expect(fake.requestsTo("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(5);
    // A refusal does not use the checkout up: paid after all, it activates.
    subscription.status = "past_due";
    expect((await activate(cookie, session.id)).body).toEqual({ isPremium: true });
    expect(await plan(id)).toEqual({ isPremium: true, subscriptionStatus: "past_due" });
  });

  it("grants once when the success page activates several times at once", async () => {
    const { cookie, id } = await registered(app);
    const session = await paid(cookie);
    const answers = await Promise.all(Array.from({ length: 6 }, () => activate(cookie, session.id)));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(answers.map(() => [200, { isPremium: true }]));
    expect(await app.db().checkoutSession.count({ where: { id: session.id, activatedAt: { not: null } } })).toBe(1);
    await post<PlanResult>(app.downgrade, cookie);
    expect((await activate(cookie, session.id)).status).toBe(409);
    expect((await plan(id)).isPremium).toBe(false);
  });

  it("answers 404 for someone else's session, and consumes nothing", async () => {
    const owner = await registered(app);
    const stranger = await registered(app);
    const session = await paid(owner.cookie);
    expect((await activate(stranger.cookie, session.id)).status).toBe(404);
    expect((await plan(stranger.id)).isPremium).toBe(false);
    expect((await activate(owner.cookie, session.id)).body).toEqual({ isPremium: true });
  });

  it("records and consumes a paid session started before checkouts were recorded", async () => {
    const { cookie, id } = await registered(app);
    const session = await paid(cookie);
    await app.db().checkoutSession.delete({ where: { id: session.id } });
    expect((await activate(cookie, session.id)).body).toEqual({ isPremium: true });
    expect(await app.db().checkoutSession.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      provider: "stripe",
      userId: id,
      status: "complete",
      paid: true,
    });
    await post<PlanResult>(app.downgrade, cookie);
    expect((await activate(cookie, session.id)).status).toBe(409);
  });
});

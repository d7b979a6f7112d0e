// GET /api/subscribe/status without Stripe keys: the plan as /profile shows
// it, with the local test checkout (or no payments at all) named so the page
// can say that payments are simulated.
import { describe, expect, it, vi } from "vitest";
import { POST as activate } from "@/app/api/subscribe/activate/route";
import { POST as createCheckout } from "@/app/api/subscribe/create-checkout/route";
import { POST as downgrade } from "@/app/api/subscribe/downgrade/route";
import { GET as status } from "@/app/api/subscribe/status/route";
import { POST as pay } from "@/app/api/subscribe/test-checkout/[sessionId]/pay/route";
import type { CheckoutStarted, SubscriptionView } from "@/lib/billing/schema";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

const read = (cookie: string) => call<SubscriptionView & ErrorShape>(status, { cookie });
const free = { plan: "free", status: null, renewsAt: null, endsAt: null, since: null, portal: false };

describe("GET /api/subscribe/status with the local test checkout", () => {
  it("shows a Free user Free, and says the checkout is the local one", async () => {
    const { cookie } = await signedUp();
    const res = await read(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({ ...free, payments: "local" });
  });

  it("shows Premium bought through the test checkout as active since its activation, with nothing to renew", async () => {
    const { cookie } = await signedUp();
    const { sessionId } = (await call<CheckoutStarted>(createCheckout, { cookie, method: "POST" })).body;
    await call(pay, { cookie, method: "POST", params: { sessionId } });
    const before = Date.now();
    expect((await call(activate, { cookie, method: "POST", body: { sessionId } })).status).toBe(200);

    const premium = (await read(cookie)).body;
    expect(premium).toMatchObject({ plan: "premium", status: "active", payments: "local", renewsAt: null, endsAt: null });
    expect(premium.portal).toBe(false);
    expect(Date.parse(premium.since ?? "")).toBeGreaterThanOrEqual(before - 1000);

    expect((await call(downgrade, { cookie, method: "POST" })).status).toBe(200);
    expect((await read(cookie)).body).toEqual({ ...free, payments: "local" });
  });

  it("shows Premium granted without a checkout as active, with no dates", async () => {
    const { cookie } = await signedUp({ premium: true });
    expect((await read(cookie)).body).toEqual({
      plan: "premium",
      status: "active",
      payments: "local",
      renewsAt: null,
      endsAt: null,
      since: null,
      portal: false,
    });
  });

  it("answers only the signed-in caller", async () => {
    const res = await call<ErrorShape>(status);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("says when a public server takes no payments at all", async () => {
    const { cookie } = await signedUp();
    vi.stubEnv("DREAMSCAPE_LISTEN_HOST", "0.0.0.0");
    vi.resetModules();
    try {
      const publicStatus = (await import("@/app/api/subscribe/status/route")).GET;
      expect((await call<SubscriptionView>(publicStatus, { cookie })).body).toEqual({ ...free, payments: "none" });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

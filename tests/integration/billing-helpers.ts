// The app with STRIPE_SECRET_KEY set, pointed at the fake Stripe on
// 127.0.0.1 (tests/fakes/stripe.ts): route handlers imported afresh, since
// lib/env reads the environment once per module graph. Shared by the Stripe
// billing tests.
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import type { PublicUser } from "@/lib/auth/schema";
import { signedWebhook, startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe";
import { migrateTestDatabase } from "../setup/database";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";

export const WEBHOOK_SECRET = "whsec_dreamscape_test";

async function importApp() {
  vi.resetModules();
  await migrateTestDatabase();
  return {
    register: (await import("@/app/api/register/route")).POST,
    start: (await import("@/app/api/subscribe/create-checkout/route")).POST,
    activate: (await import("@/app/api/subscribe/activate/route")).POST,
    downgrade: (await import("@/app/api/subscribe/downgrade/route")).POST,
    portal: (await import("@/app/api/subscribe/portal/route")).POST,
    status: (await import("@/app/api/subscribe/status/route")).GET,
    deleteUser: (await import("@/app/api/user/route")).DELETE,
    pay: (await import("@/app/api/subscribe/test-checkout/[sessionId]/pay/route")).POST,
    webhook: (await import("@/app/api/stripe/webhook/route")).POST,
    db: (await import("@/lib/db")).db,
  };
}

export type StripeApp = Awaited<ReturnType<typeof importApp>>;
type Handler = StripeApp["start"];

/**
 * Starts the fake Stripe and imports the app against it for the file's tests;
 * `fake` and `app` are filled in by beforeAll. The fake forgets its recorded
 * requests before each test.
 */
export function withStripe(): { readonly fake: FakeStripe; readonly app: StripeApp } {
  const ctx = {} as { fake: FakeStripe; app: StripeApp };
  beforeAll(async () => {
    ctx.fake = await startFakeStripe();
    vi.stubEnv("STRIPE_SECRET_KEY", ctx.fake.secretKey);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
    vi.stubEnv("STRIPE_API_URL", ctx.fake.apiUrl);
    ctx.app = await importApp();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await ctx.fake.close();
  });
  beforeEach(() => ctx.fake.reset());
  return ctx;
}

export async function registered(app: StripeApp, tag = "stripe") {
  const res = await call<PublicUser>(app.register, { body: { email: uniqueEmail(tag), password: PASSWORD } });
  return { cookie: res.sessionCookie ?? "", id: res.body.id };
}

export const post = <T>(handler: Handler, cookie: string, body?: unknown) =>
  call<T & ErrorShape>(handler, { cookie, method: "POST", ...(body === undefined ? {} : { body }) });

/** Posts a signed delivery of `event` to the real webhook route. */
export function deliver(app: StripeApp, event: object, options: { secret?: string; timestamp?: number } = {}) {
  const { body, signature } = signedWebhook(event, options.secret ?? WEBHOOK_SECRET, { timestamp: options.timestamp });
  return call<{ received: boolean; duplicate: boolean } & ErrorShape>(app.webhook, {
    rawBody: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

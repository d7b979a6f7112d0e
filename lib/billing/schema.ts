// Billing requests and answers, shared by server and browser (zod/mini).
import * as z from "zod/mini";

export { PREMIUM_PRICE_CENTS } from "./constants";

/** POST /api/subscribe/activate: the Checkout Session the success page came back with. */
export const activateRequestSchema = z.strictObject({
  sessionId: z
    .string({ error: "sessionIdRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "sessionIdRequired" }),
      z.maxLength(255, { error: "sessionIdRequired" }),
      z.regex(/^[A-Za-z0-9_-]+$/, { error: "sessionIdRequired" }),
    ),
});

export const checkoutCreatedSchema = z.object({
  sessionId: z.string(),
  /** Where the browser goes next: Stripe's hosted Checkout, or the local test checkout. */
  url: z.string(),
  provider: z.enum(["stripe", "local"]),
});
export type CheckoutStarted = z.output<typeof checkoutCreatedSchema>;

export const planSchema = z.object({ isPremium: z.boolean() });
export type PlanResult = z.output<typeof planSchema>;

/** An answer that sends the browser somewhere: the Customer Portal, the success page after a test payment. */
export const redirectSchema = z.object({ url: z.string() });

/** POST /api/subscribe/portal: the page Stripe's Customer Portal leads back to (default /pricing). */
export const portalRequestSchema = z.optional(z.strictObject({ returnTo: z.optional(z.enum(["/pricing", "/profile"])) }));

/** GET /api/subscribe/status: the caller's plan as /profile shows it. */
export const subscriptionSchema = z.object({
  plan: z.enum(["free", "premium"]),
  /** Premium only: how it stands (lib/billing/subscription-state.ts, premiumStanding). */
  status: z.nullable(z.enum(["active", "trialing", "ending", "past_due", "ended"])),
  /** Who takes payments on this server: Stripe, the local test checkout, or nobody. */
  payments: z.enum(["stripe", "local", "none"]),
  /** ISO 8601: the next renewal, when Stripe names one. */
  renewsAt: z.nullable(z.string()),
  /** ISO 8601: when Premium ends, for a cancelled subscription still running. */
  endsAt: z.nullable(z.string()),
  /** ISO 8601: when a checkout last made the user Premium. */
  since: z.nullable(z.string()),
  /** Stripe's Customer Portal can be opened for this user (POST /api/subscribe/portal). */
  portal: z.boolean(),
});
export type SubscriptionView = z.output<typeof subscriptionSchema>;

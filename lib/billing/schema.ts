// Billing requests and answers, shared by server and browser (zod/mini).
import * as z from "zod/mini";

/** Premium's price, in cents of US dollars, per month. */
export const PREMIUM_PRICE_CENTS = 777;

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

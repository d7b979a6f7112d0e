// Which checkout answers: Stripe when STRIPE_SECRET_KEY is set; otherwise the
// local test checkout, on a laptop or where BILLING_LOCAL=1 says so; otherwise
// none (a public deployment without keys takes no "payments" for free). One
// Stripe client per process (it caches the price).
import "server-only";
import { env, localCheckoutAllowed } from "@/lib/env";
import { createLocalCheckout, getLocalCheckout } from "./local";
import { createStripeBilling } from "./stripe";
import type { CheckoutCreated, CheckoutRequest, CheckoutState, StripeBilling } from "./types";

let stripe: StripeBilling | null | undefined;

export function stripeBilling(): StripeBilling | null {
  if (stripe === undefined) {
    stripe = env.STRIPE_SECRET_KEY
      ? createStripeBilling({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          priceId: env.STRIPE_PRICE_ID,
        })
      : null;
  }
  return stripe;
}

export interface CheckoutProvider {
  name: "stripe" | "local";
  createCheckout(req: CheckoutRequest): Promise<CheckoutCreated>;
  getCheckout(sessionId: string): Promise<CheckoutState | null>;
}

/** Null when payments are not configured on this server. */
export function checkoutProvider(): CheckoutProvider | null {
  const billing = stripeBilling();
  if (billing)
    return { name: "stripe", createCheckout: (req) => billing.createCheckout(req), getCheckout: (id) => billing.getCheckout(id) };
  if (!localCheckoutAllowed()) return null;
  return { name: "local", createCheckout: (req) => createLocalCheckout(req, env.APP_URL), getCheckout: getLocalCheckout };
}

// The Premium price: $7.77 a month. Found by lookup key so a fresh Stripe
// account (or test mode) needs no manual setup; created once if missing.
import type Stripe from "stripe";

export const PREMIUM_LOOKUP_KEY = "dreamscape_premium_monthly";
export const PREMIUM_PRODUCT_NAME = "DreamScape Premium";
export const PREMIUM_UNIT_AMOUNT = 777;
export const PREMIUM_CURRENCY = "usd";

async function findOrCreatePremiumPrice(stripe: Stripe): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [PREMIUM_LOOKUP_KEY], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) return existing.id;
  const product = await stripe.products.create({ name: PREMIUM_PRODUCT_NAME });
  const price = await stripe.prices.create({
    product: product.id,
    currency: PREMIUM_CURRENCY,
    unit_amount: PREMIUM_UNIT_AMOUNT,
    recurring: { interval: "month" },
    lookup_key: PREMIUM_LOOKUP_KEY,
    // An archived price keeps its lookup key; take it over instead of failing.
    transfer_lookup_key: true,
  });
  return price.id;
}

/**
 * Returns a function that resolves the price id once per instance. Concurrent
 * first calls share one in-flight lookup, so they cannot create two prices; a
 * failed lookup is forgotten so the next call tries again. (Two server processes
 * starting at once could still each create one, both $7.77, the later keeping the
 * lookup key: production should set the price id.)
 */
export function premiumPriceResolver(stripe: Stripe, configuredId?: string): () => Promise<string> {
  let pending: Promise<string> | null = configuredId ? Promise.resolve(configuredId) : null;
  return () => {
    pending ??= findOrCreatePremiumPrice(stripe).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

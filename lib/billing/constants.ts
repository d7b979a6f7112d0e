// Billing's constants, free of zod, so client components can import them
// without loading a schema module (docs/design.md).

/** Premium's price, in cents of US dollars, per month. */
export const PREMIUM_PRICE_CENTS = 777;

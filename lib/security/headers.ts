// Security headers of pages rendered for one request (a member's pages, and
// every page in development): a fresh nonce, which Next puts on its own
// scripts, and 'strict-dynamic' so those scripts may load the app's chunks.
// The theme script (lib/design/theme-script.ts) is allowed by its hash.
// Pages served to everyone from Next's cache get a policy of hashes instead,
// made by the cache itself (lib/cache/page-cache-handler.mjs); both come from
// lib/security/csp.mjs.
import { THEME_SCRIPT } from "@/lib/design/theme-script";
import { contentSecurityPolicy, scriptHash, STRICT_TRANSPORT_SECURITY } from "./csp.mjs";

export interface NoncePolicyOptions {
  nonce: string;
  /** Next's development server evaluates code (React Refresh); production never does. */
  dev: boolean;
  /** Sends `upgrade-insecure-requests` when the app is served over https. */
  https: boolean;
  /** Stripe.js is loaded before checkout (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY): its script, frames and API. */
  stripe?: boolean;
}

const THEME_SCRIPT_SOURCE = `'sha256-${scriptHash(THEME_SCRIPT)}'`;

export function noncePolicy({ nonce, dev, https, stripe = false }: NoncePolicyOptions): string {
  return contentSecurityPolicy({
    scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'", THEME_SCRIPT_SOURCE],
    dev,
    https,
    stripe,
  });
}

export { STRICT_TRANSPORT_SECURITY };

/** Nonce: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

// Security headers for pages. No inline script runs unless we rendered it:
// - a page rendered for this request carries a fresh nonce (Next puts it on its
//   own scripts), and 'strict-dynamic' lets those scripts load the app's chunks;
// - a page prerendered at build time (the same HTML for everyone, so no nonce)
//   lists the SHA-256 of each of its inline scripts, read from that HTML
//   (lib/security/prerendered.ts); its chunks come from 'self'.
// The theme script (lib/design/theme-script.ts) is allowed by its hash on both.
// Styles stay 'unsafe-inline': Radix Themes sets style attributes.
import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "@/lib/design/theme-script";

/** How the page's inline scripts are allowed: a nonce (rendered now) or their hashes (prerendered). */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

export interface CspOptions {
  scripts: ScriptAllowance;
  /** Next's development server evaluates code (React Refresh); production never does. */
  dev: boolean;
  /** Sends `upgrade-insecure-requests` when the app is served over https. */
  https: boolean;
  /** Stripe.js is loaded before checkout (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY): its script, frames and API. */
  stripe?: boolean;
}

// What Stripe.js needs (docs.stripe.com/security/guide#content-security-policy).
const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** The base64 SHA-256 of a script's text, as CSP's 'sha256-…' names it. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

const THEME_SCRIPT_HASH = scriptHash(THEME_SCRIPT);

export function contentSecurityPolicy({ scripts, dev, https, stripe = false }: CspOptions): string {
  const inline =
    "nonce" in scripts
      ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
      : [...new Set(scripts.hashes)].filter((hash) => hash !== THEME_SCRIPT_HASH).map((hash) => `'sha256-${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...inline,
      `'sha256-${THEME_SCRIPT_HASH}'`,
      ...(dev ? ["'unsafe-eval'"] : []),
      ...(stripe ? STRIPE.script : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(stripe ? STRIPE.connect : [])],
    // Spotify's 30-second track previews.
    "media-src": ["'self'", "https://p.scdn.co"],
    "worker-src": ["'self'"],
    ...(stripe ? { "frame-src": STRIPE.frame } : {}),
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Two years, subdomains included: only ever sent when APP_URL is https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Nonce: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

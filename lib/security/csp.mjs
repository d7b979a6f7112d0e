// The Content-Security-Policy of every page, in plain JavaScript so that the
// page cache (lib/cache/page-cache-handler.mjs, which Next loads at run time
// without compiling it) builds the same policy as proxy.ts (through
// lib/security/headers.ts). No inline script runs unless we rendered it:
// - a page rendered for one request (a member's) carries a fresh nonce;
// - a page kept by Next's cache and served to every visitor (About, a shared
//   dream…) cannot carry a nonce, so its policy lists the SHA-256 of each of
//   its inline scripts, taken from the very HTML that is served.
// Styles stay 'unsafe-inline': Radix Themes sets style attributes.
import { createHash } from "node:crypto";

// What Stripe.js needs (docs.stripe.com/security/guide#content-security-policy).
const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** The base64 SHA-256 of a script's text, as CSP's 'sha256-…' names it. */
export function scriptHash(text) {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of the inline scripts of an HTML document (executable or not: listing a data block costs nothing). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1]));
}

/**
 * The policy, given how inline scripts are allowed (`scriptSources`: a nonce
 * and 'strict-dynamic', or hashes), whether the development server runs
 * (React Refresh evaluates code), whether the site is served over https, and
 * whether Stripe.js may load (its script, frames and API).
 */
export function contentSecurityPolicy({ scriptSources, dev = false, https = false, stripe = false }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...new Set(scriptSources), ...(dev ? ["'unsafe-eval'"] : []), ...(stripe ? STRIPE.script : [])],
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

/**
 * The policy of a page served to everyone from the cache: its own inline
 * scripts by hash, nothing else inline. Visitors' pages never load Stripe.js
 * (checkout starts from a member's page) and name only same-origin addresses,
 * so this policy does not depend on the deployment's settings.
 */
export function hashedPagePolicy(html) {
  return contentSecurityPolicy({ scriptSources: inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`) });
}

/** Two years, subdomains included: only ever sent when APP_URL is https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

// Security headers for pages. The Content-Security-Policy carries a fresh
// nonce per request (Next puts it on its own scripts), so no inline script
// runs unless we rendered it; 'strict-dynamic' lets those scripts load the
// app's chunks. Styles stay 'unsafe-inline': Radix Themes sets style attributes.

export interface CspOptions {
  nonce: string;
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

export function contentSecurityPolicy({ nonce, dev, https, stripe = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
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

// The one place that reads process.env. Validated once, typed everywhere.
import "server-only";
import { z } from "zod";
import { servesHttps } from "@/lib/domain/wire.mjs";
import { parseTrustProxy, type TrustProxy } from "@/lib/domain/trusted-proxies";

const blankAsUnset = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(blankAsUnset, z.url().optional());
const optionalString = z.preprocess(blankAsUnset, z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: optionalUrl,
  /** Folder of the embedded PGlite database ("memory://" keeps it in memory). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Secret that signs and encrypts session cookies (next-auth JWT). */
  NEXTAUTH_SECRET: optionalString,
  /** Public base URL, used for canonical links, Open Graph and every link the app sends out. */
  APP_URL: z.url().default("http://localhost:3000"),
  /** SMTP transport for password-reset mail, e.g. smtp://user:pass@host:587. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("DreamScape <no-reply@dreamscape.local>"),
  /**
   * The address the server listens on, set by scripts/server.ts from HOST (not
   * by hand). Unset means "not started by our server": no peer address is
   * trusted and the listening address counts as public.
   */
  DREAMSCAPE_LISTEN_HOST: optionalString,
  /**
   * Web Push (VAPID) keys, base64url as web-push's generateVAPIDKeys() writes
   * them. With both, reminders can go out as push notifications; without, push
   * is off. `npm start` makes a pair on a laptop (.data/vapid-keys.json).
   */
  VAPID_PUBLIC_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "a P-256 public key, base64url")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "a P-256 private key, base64url")
      .optional(),
  ),
  /** Whom push services may contact about this sender (mailto: or https:); defaults to MAIL_FROM's address. */
  VAPID_SUBJECT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, "a mailto: or https: URL")
      .optional(),
  ),
  /**
   * Origins a push subscription's endpoint may have besides https on a public
   * address (a private push service, tests): comma-separated, e.g.
   * "http://localhost:8090". Empty: only public https endpoints.
   */
  PUSH_ENDPOINT_ORIGINS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default("")
      .transform((text, ctx): string[] => {
        const origins: string[] = [];
        for (const entry of text
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const origin = URL.canParse(entry) ? new URL(entry).origin : "null";
          if (origin === "null" || origin !== entry.replace(/\/+$/, "")) {
            ctx.issues.push({ code: "custom", input: entry, message: `"${entry}" is not an origin (scheme://host[:port])` });
            return z.NEVER;
          }
          origins.push(origin);
        }
        return origins;
      }),
  ),
  /** How long a push service may take to answer one message before it counts as failed (that message is not retried). */
  PUSH_TIMEOUT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(100).max(60_000).default(10_000)),
  /** A fixed build id (e.g. the commit), so every server of one deployment serves the same build; defaults to the git commit. Read by next.config.mjs. */
  BUILD_ID: optionalString,
  /**
   * The reverse proxies whose X-Forwarded-For entries are trusted: their
   * addresses and CIDR ranges ("10.0.0.0/8,127.0.0.1"), or on a loopback bind
   * only, a count of proxies ("1"). "0" (the default) trusts none.
   */
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default("0")
      .transform((text, ctx): TrustProxy => {
        const parsed = parseTrustProxy(text);
        if (!("error" in parsed)) return parsed;
        ctx.issues.push({ code: "custom", input: text, message: parsed.error });
        return z.NEVER;
      }),
  ),
  /** An OpenAI (or compatible) API key: with it, interpretations come from OPENAI_MODEL for users who agree. */
  OPENAI_API_KEY: optionalString,
  /** The API's base URL (the SDK's convention): any OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio). */
  OPENAI_BASE_URL: z.preprocess(blankAsUnset, z.url().default("https://api.openai.com/v1")),
  OPENAI_MODEL: z.preprocess(blankAsUnset, z.string().default("gpt-5.4-mini")),
  /** How long one request to the provider may take before the built-in interpreter answers instead. */
  OPENAI_TIMEOUT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(100).max(300_000).default(20_000)),
  /**
   * "auto" (OpenAI when configured and agreed to, else the built-in interpreter),
   * "offline" (always the built-in one), or "off" (no interpretation on save:
   * for measuring what interpreting costs, not for use).
   */
  DREAMSCAPE_INTERPRETER: z.preprocess(blankAsUnset, z.enum(["auto", "offline", "off"]).default("auto")),
  /**
   * bcrypt's work factor for passwords (lib/auth/password.ts): 12, about 0.3 s
   * per hash. Lower only for tests on this machine (4 takes a millisecond);
   * a public deployment refuses to start below 12 (lib/startup.ts).
   */
  PASSWORD_HASH_COST: z.preprocess(blankAsUnset, z.coerce.number().int().min(4).max(15).default(12)),
  /** External AI requests running at once across every server of the deployment (lib/jobs/slots.ts). */
  AI_CONCURRENCY: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(64).default(4)),
  /** The wait before a failed AI request's 2nd attempt when the provider gives no Retry-After; the 3rd waits 4 times as long. */
  AI_RETRY_DELAY_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(60_000).default(5_000)),
  /** External AI requests per UTC day for the whole site; past it the built-in interpreter answers, labelled. */
  AI_DAILY_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(2000)),
  /** Spotify app credentials (client credentials flow): with both, playlists come from Spotify; without, from the built-in catalogue. */
  SPOTIFY_CLIENT_ID: optionalString,
  SPOTIFY_CLIENT_SECRET: optionalString,
  /** Spotify's Web API and accounts service; other values point the client at a proxy or a test server. */
  SPOTIFY_API_URL: z.preprocess(blankAsUnset, z.url().default("https://api.spotify.com/v1")),
  SPOTIFY_ACCOUNTS_URL: z.preprocess(blankAsUnset, z.url().default("https://accounts.spotify.com")),
  /** The market searches are made in (ISO 3166-1 alpha-2). */
  SPOTIFY_MARKET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default("US"),
  ),
  /** Stripe's secret key (sk_test_… or sk_live_…): with it, upgrades go through Stripe Checkout; without, the local test checkout. */
  STRIPE_SECRET_KEY: optionalString,
  /** The webhook endpoint's signing secret (whsec_…), from the Dashboard or `stripe listen`. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API; another value (e.g. http://127.0.0.1:12111) points the SDK at a Stripe-compatible server. */
  STRIPE_API_URL: z.preprocess(blankAsUnset, z.url().default("https://api.stripe.com")),
  /** The Premium price; without it one is found (or created, $7.77/month) by the lookup key dreamscape_premium_monthly. */
  STRIPE_PRICE_ID: optionalString,
  /** "1" keeps the local test checkout on a public deployment (a staging site); without it, and without Stripe keys, upgrading says payments are not configured. */
  BILLING_LOCAL: z.preprocess(blankAsUnset, z.enum(["0", "1"]).default("0")),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}

export const env = load();

// Development and tests may run without a configured secret; production may not.
const DEV_SECRET = "dreamscape-development-secret-do-not-use-in-production";

export function sessionSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET must be set in production (npm start generates one).");
  }
  return DEV_SECRET;
}

/** 127.0.0.0/8, ::1 and "localhost": addresses no other machine can reach. */
export function isLoopback(host: string | undefined): boolean {
  if (!host) return false;
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare) || /^::ffff:127(\.\d{1,3}){3}$/.test(bare);
}

/** Whether only this machine can reach the server (then in-app reset links are safe). */
export const listensOnLoopbackOnly = (): boolean => isLoopback(env.DREAMSCAPE_LISTEN_HOST);

/**
 * A deployment other people can reach: the server listens on a non-loopback
 * address, or runs in production for an APP_URL that is not this machine.
 * There the laptop conveniences (a generated secret, the local test
 * checkout, reset links shown in the app) are off.
 */
export function isPublicDeployment(): boolean {
  if (!listensOnLoopbackOnly()) return true;
  return env.NODE_ENV === "production" && !isLoopback(new URL(env.APP_URL).hostname);
}

/** The local test checkout stands in for Stripe on a laptop, and on a public deployment only with BILLING_LOCAL=1. */
export const localCheckoutAllowed = (): boolean => !isPublicDeployment() || env.BILLING_LOCAL === "1";

/**
 * Stripe's publishable key, as the build inlined it (NEXT_PUBLIC_ variables are
 * fixed when the app is built). Pages hand it to the browser on <html
 * data-stripe-key> (components/layout/document.tsx), so no browser code reads
 * process.env.
 */
export const stripePublishableKey: string | undefined = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || undefined;

/**
 * The id of the build being served, which versions the service worker and its
 * caches (/sw.js?v=<id>, see public/sw.js). next.config.mjs chooses it once per
 * build (from BUILD_ID or the commit) and inlines it as DREAMSCAPE_BUILD_ID,
 * so pages prerendered during the build carry it too. null in development,
 * where no worker runs: the dev server's chunks are not content-hashed.
 */
export const buildId = (): string | null => (env.NODE_ENV === "production" ? process.env.DREAMSCAPE_BUILD_ID || null : null);

/**
 * The code was compiled by Next for its Node.js server, where its caches
 * (unstable_cache, revalidateTag) exist: Next writes "nodejs" in place of this
 * variable when it compiles the app; Vitest and scripts leave it unset.
 */
export const insideNextServer = (): boolean => process.env.NEXT_RUNTIME === "nodejs";

/** APP_URL is https: cookies are Secure and HSTS is sent. */
export const servedOverHttps = (): boolean => servesHttps(env.APP_URL);

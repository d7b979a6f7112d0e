// The pages that are the same for every visitor of a language, served from
// memory by the HTTP server (scripts/server.ts) without reaching Next, as a
// cache in front of it would:
// - the public pages Next prerendered (/about, /help, /pricing, /auth, …):
//   the same until the next build, so kept for the life of the process;
// - shared dreams, the same until they change, and what search engines and
//   link previews fetch: lib/share/page-cache.ts keeps them and drops them on
//   every server when a dream changes.
//
// A page is fetched once, by a request this server makes to itself, marked
// with a secret made at start: proxy.ts answers it as for a signed-out visitor
// of that language and without a nonce (a page served to many cannot carry
// one); its policy then lists the SHA-256 of each of its inline scripts, like
// a prerendered page's. Only plain visits are served this way (GET or HEAD, no
// query, no session cookie, not Next's own navigations); anything else goes to
// Next as before. The pages depend on the language and the session, so they
// tell shared caches not to keep them (`Cache-Control: private, no-cache`).
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LEGACY_LOCALE_COOKIE, LOCALE_COOKIE } from "../lib/i18n/config";
import { resolveLocale } from "../lib/i18n/resolve";
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "../lib/security/headers";
import { inlineScriptHashes } from "../lib/security/prerendered";
import { beginPageRender, cachedPage, keepPage, type CachedPage } from "../lib/share/page-cache";

/** proxy.ts renders a request carrying this header with the secret as a cacheable visitor's page. */
export const RENDER_HEADER = "x-dreamscape-render";
const SHARED = /^\/dreams\/share\/([A-Za-z0-9_-]{1,64})$/;
/** Prerendered by Next for every language (app/[locale]/(public)/): the same for every visitor until the next build. */
const PRERENDERED = new Set([
  "/about",
  "/help",
  "/pricing",
  "/auth",
  "/auth/reset-password",
  "/subscription/success",
  "/subscription/cancel",
]);
const VISITOR_CACHE_CONTROL = "private, no-cache";
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
// Hop-by-hop or per-response headers, and those this server sets itself.
const DROPPED = new Set([
  "content-encoding",
  "cache-control",
  "etag",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "set-cookie",
  "content-security-policy",
  "x-middleware-rewrite",
  "x-nextjs-cache",
  "x-nextjs-stale-time",
]);

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function visitorPages({ host, port }: { host: string; port: number }) {
  const secret = randomBytes(24).toString("base64url");
  process.env.DREAMSCAPE_RENDER_SECRET = secret;
  const self = `http://${host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host}:${port}`;
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** path + language → page, for the prerendered pages (a fixed, small set). */
  const prerendered = new Map<string, CachedPage>();

  function policy(body: Buffer): string {
    return contentSecurityPolicy({
      scripts: { hashes: inlineScriptHashes(body.toString("utf8")) },
      dev: false,
      https: (process.env.APP_URL ?? "").startsWith("https://"),
      stripe: Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
    });
  }

  async function render(path: string, shareId: string | null, locale: string): Promise<CachedPage | null> {
    const token = shareId ? beginPageRender() : null;
    const response = await fetch(`${self}${path}`, {
      headers: { [RENDER_HEADER]: secret, cookie: `${LOCALE_COOKIE}=${locale}`, "accept-encoding": "identity" },
      redirect: "manual",
    });
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) headers.push([name, value]);
    });
    headers.push(["content-security-policy", policy(body)], ["cache-control", VISITOR_CACHE_CONTROL]);
    if ((process.env.APP_URL ?? "").startsWith("https://"))
      headers.push(["strict-transport-security", STRICT_TRANSPORT_SECURITY]);
    // Compressed once here, as Next would compress it for every request.
    const page: CachedPage = { status: response.status, headers, body, gzip: gzipSync(body), at: Date.now() };
    // Only a page is kept: an unknown dream (404) or an outage (the error page) is rendered each time.
    if (response.status === 200) {
      if (shareId) keepPage(shareId, locale, page, token);
      else if (response.headers.get("x-nextjs-prerender")) prerendered.set(`${path} ${locale}`, page);
    }
    return page;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, hit: boolean) {
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("x-dreamscape-page-cache", hit ? "HIT" : "MISS");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const gzip = page.gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? page.gzip : null;
    if (gzip) res.setHeader("content-encoding", "gzip");
    const body = gzip ?? page.body;
    res.setHeader("content-length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Serves the request when it is a visitor's plain visit to a public page or a shared dream; false to leave it to Next. */
  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = req.url ?? "";
    const shareId = SHARED.exec(path)?.[1] ?? null;
    if (!shareId && !PRERENDERED.has(path)) return false;
    // Not for Next's own navigations (the page's payload, not its HTML), nor the render request itself.
    if (req.headers[RENDER_HEADER] !== undefined || req.headers.rsc !== undefined) return false;
    if (SESSION_COOKIES.some((name) => cookie(req.headers.cookie, name) !== undefined)) return false;
    const locale = resolveLocale({
      cookie: cookie(req.headers.cookie, LOCALE_COOKIE),
      legacyCookie: cookie(req.headers.cookie, LEGACY_LOCALE_COOKIE),
      acceptLanguage: req.headers["accept-language"],
    });
    const kept = shareId ? cachedPage(shareId, locale) : prerendered.get(`${path} ${locale}`);
    if (kept) {
      send(req, res, kept, true);
      return true;
    }
    const key = `${path} ${locale}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(path, shareId, locale).catch((error: unknown) => {
        console.warn("[pages] a visitor page could not be fetched:", error instanceof Error ? error.message : error);
        return null;
      });
      rendering.set(key, pending);
      void pending.finally(() => rendering.delete(key));
    }
    void pending.then((page) => {
      if (page) send(req, res, page, false);
      else {
        res.statusCode = 503;
        res.setHeader("retry-after", "5");
        res.setHeader("content-type", "text/plain; charset=utf-8");
        res.setHeader("cache-control", "no-store");
        res.end("Unavailable, try again shortly.");
      }
    });
    return true;
  };
}

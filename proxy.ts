// Optimistic redirects, the language of each page (its address under
// app/[locale]/), the language switch and the pages' security headers.
// This is not a security gate: every private API and page checks the session
// itself.
import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken, SESSION_COOKIE } from "@/lib/auth/token";
import { env } from "@/lib/env";
import { LEGACY_LOCALE_COOKIE, LOCALE_COOKIE, LOCALE_HEADER } from "@/lib/i18n/config";
import { normalizeLocale, resolveLocale } from "@/lib/i18n/resolve";
import { contentSecurityPolicy, createNonce, STRICT_TRANSPORT_SECURITY, type ScriptAllowance } from "@/lib/security/headers";
import { internalPath } from "@/lib/routing/internal-path";
import { prerenderedScriptHashes } from "@/lib/security/prerendered";

const PROTECTED = ["/", "/profile", "/analyses", "/playlists", "/calendar", "/trends", "/checkout"];
const isProtected = (path: string) => PROTECTED.some((p) => path === p || (p !== "/" && path.startsWith(`${p}/`)));
const https = env.APP_URL.startsWith("https://");
const production = env.NODE_ENV === "production";
const RENDER_HEADER = "x-dreamscape-render";

/**
 * The image optimizer keeps what it fetched on disk for hours; a shared
 * dream's card must be gone soon after the dream is revoked or deleted. So the
 * optimizer never serves one (next.config.mjs refuses it too, with a 400).
 */
function isOptimizedShareImage(req: NextRequest): boolean {
  try {
    // Resolved as the optimizer would: "/icons/../dreams/share/…" is a share image too.
    return new URL(req.nextUrl.searchParams.get("url") ?? "", "http://app.invalid").pathname.startsWith("/dreams/share/");
  } catch {
    return false;
  }
}

const policyWith = (scripts: ScriptAllowance) =>
  contentSecurityPolicy({
    scripts,
    dev: env.NODE_ENV === "development",
    https,
    stripe: Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
  });

// A prerendered page's policy is the same on every request: made once per page.
const prerenderedPolicies = new Map<string, string>();
function prerenderedPolicy(target: string, hashes: readonly string[]): string {
  let policy = prerenderedPolicies.get(target);
  if (policy === undefined) {
    policy = policyWith({ hashes });
    prerenderedPolicies.set(target, policy);
  }
  return policy;
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === "/_next/image") {
    if (isOptimizedShareImage(req))
      return new NextResponse("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    return NextResponse.next();
  }
  const lng = normalizeLocale(req.nextUrl.searchParams.get("lng"));
  const locale =
    lng ??
    resolveLocale({
      cookie: req.cookies.get(LOCALE_COOKIE)?.value,
      legacyCookie: req.cookies.get(LEGACY_LOCALE_COOKIE)?.value,
      acceptLanguage: req.headers.get("accept-language"),
    });
  const raw = req.cookies.get(SESSION_COOKIE)?.value;
  const signedIn = raw !== undefined && (await readSessionToken(raw)) !== null;
  const target = internalPath(pathname, locale, signedIn);
  const prerendered = production ? prerenderedScriptHashes(target) : null;
  // The HTTP server rendering a shared dream's page to keep for every visitor
  // (scripts/visitor-pages.ts): no nonce; the server writes the policy itself.
  const renderSecret = process.env.DREAMSCAPE_RENDER_SECRET;
  const forEveryone = Boolean(renderSecret) && req.headers.get(RENDER_HEADER) === renderSecret;
  const nonce = prerendered || forEveryone ? null : createNonce();
  const csp = nonce ? policyWith({ nonce }) : prerendered ? prerenderedPolicy(target, prerendered) : policyWith({ hashes: [] });

  let response: NextResponse;
  if (!signedIn && isProtected(pathname)) {
    response = NextResponse.redirect(new URL("/auth", req.url));
  } else if (signedIn && pathname === "/auth") {
    response = NextResponse.redirect(new URL("/", req.url));
  } else {
    // A clone of the request's own URL: a rewrite to another origin would be proxied over the network.
    const url = req.nextUrl.clone();
    url.pathname = target;
    if (nonce) {
      // Rendered for this request: the language the proxy picked, and the nonce,
      // which Next reads from the request's policy and puts on its scripts.
      const headers = new Headers(req.headers);
      headers.set(LOCALE_HEADER, locale);
      headers.set("Content-Security-Policy", csp);
      headers.set("x-nonce", nonce);
      response = NextResponse.rewrite(url, { request: { headers } });
    } else {
      // A prerendered file, or a page rendered for everyone: its language is in its address, and it reads no header.
      response = NextResponse.rewrite(url);
    }
  }
  response.headers.set("Content-Security-Policy", csp);
  // Next would let shared caches keep a prerendered page for a year; but the
  // address also serves other languages, and members their own shell.
  if (prerendered) response.headers.set("Cache-Control", "private, no-cache");
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if (lng) response.cookies.set(LOCALE_COOKIE, lng, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax", secure: https });
  if (raw && !signedIn) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  // Pages, and the image optimizer (which must never serve a shared dream's
  // image). API routes check sessions themselves; static files (the worker,
  // icons, /manifest.webmanifest) need nothing; /offline/* sets its own policy.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|sw.js|offline/|.*\\.[a-z0-9]+$).*)", "/_next/image"],
};

// Every page request passes here once: the language of its address, the
// redirects (sign in, a language chosen before, ?lng=), the rewrite to the
// page's place under app/[locale]/ (lib/routing/page-route.ts decides all of
// it), and the headers shared caches and browsers need. This is not a
// security gate: every private API and page checks the session itself.
import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken, SESSION_COOKIE } from "@/lib/auth/token";
import { env, servedOverHttps, stripePublishableKey } from "@/lib/env";
import { LOCALE_HEADER } from "@/lib/i18n/config";
import { LOCALE_COOKIE } from "@/lib/domain/wire.mjs";
import { chosenLocale, fromAcceptLanguage } from "@/lib/i18n/resolve";
import { cacheHeaders } from "@/lib/routing/cache-headers";
import { NOT_FOUND_HEADER, NOT_FOUND_PATH } from "@/lib/routing/not-found";
import { isFileAddress } from "@/lib/routing/methods";
import { requirementMet } from "@/lib/routing/page-exists";
import { missing, pageRoute, type NotFoundKind } from "@/lib/routing/page-route";
import { createNonce, noncePolicy, STRICT_TRANSPORT_SECURITY } from "@/lib/security/headers";

const https = servedOverHttps();
const development = env.NODE_ENV === "development";
const stripe = Boolean(stripePublishableKey);
const YEAR = 365 * 24 * 60 * 60;

/**
 * The image optimizer keeps what it fetched on disk for hours; a shared
 * dream's card must be gone soon after the dream is revoked or deleted. So the
 * optimizer never serves one (next.config.mjs refuses it too, with a 400).
 */
function isOptimizedShareImage(req: NextRequest): boolean {
  try {
    // Resolved as the optimizer would: "/icons/../dreams/share/…" is a share image too.
    const path = new URL(req.nextUrl.searchParams.get("url") ?? "", "http://app.invalid").pathname;
    return /^\/(?:[a-z]{2}\/)?dreams\/share\//.test(path);
  } catch {
    return false;
  }
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === "/_next/image") {
    if (isOptimizedShareImage(req))
      return new NextResponse("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    return NextResponse.next();
  }
  if (isFileAddress(pathname)) return NextResponse.next();
  const cookieHeader = req.headers.get("cookie");
  const rawSession = req.cookies.get(SESSION_COOKIE)?.value;
  const session = rawSession === undefined ? null : await readSessionToken(rawSession);
  const signedIn = session !== null;
  const dest = req.headers.get("sec-fetch-dest");
  const route = pageRoute({
    pathname,
    query: req.nextUrl.searchParams,
    signedIn,
    chosen: chosenLocale(cookieHeader),
    browser: fromAcceptLanguage(req.headers.get("accept-language")),
    visit: (req.method === "GET" || req.method === "HEAD") && (dest === null || dest === "document"),
  });

  let response: NextResponse;
  if (route.type === "redirect") {
    // Built on the request's own URL, which Next turns into a relative Location: the Host never reaches it.
    const target = new URL(route.location, req.nextUrl);
    response = NextResponse.redirect(target, route.permanent ? 308 : 307);
    // Chosen from the cookie and Accept-Language: for this person only.
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Vary", "Cookie, Accept-Language");
    if (route.remember)
      response.cookies.set(LOCALE_COOKIE, route.remember, { path: "/", maxAge: YEAR, sameSite: "lax", secure: https });
    // A stale session cookie sent to sign in again goes on the way.
    if (rawSession && !signedIn) response.cookies.delete(SESSION_COOKIE);
  } else if (route.type === "not-found") {
    response = notFound(req, route.locale, route.kind);
  } else if (route.requires && !(await requirementMet(route.requires, session?.userId ?? null))) {
    response = notFound(req, route.locale, missing(route.requires));
  } else {
    // A clone of the request's own URL: a rewrite to another origin would be proxied over the network.
    const url = req.nextUrl.clone();
    url.pathname = route.internal;
    // A member's page is rendered for them alone, with a fresh nonce (Next puts
    // it on its scripts). A visitor's page is the same for everyone, kept by
    // Next's cache, which stores its policy of script hashes with it
    // (lib/cache/page-cache-handler.mjs); only the development server, which
    // keeps nothing, renders those per request too. A page the same for
    // all (the auth screens) is a visitor's page whoever asks.
    if ((signedIn && !route.sameForAll) || development) {
      response = renderedPerRequest(req, url);
    } else {
      response = NextResponse.rewrite(url);
    }
    for (const [name, value] of Object.entries(cacheHeaders(route.cache, route.vary))) response.headers.set(name, value);
  }
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

/** A rewrite rendered for this request alone, under a fresh nonce. */
function renderedPerRequest(req: NextRequest, url: URL, extra: Record<string, string> = {}): NextResponse {
  const nonce = createNonce();
  const csp = noncePolicy({ nonce, dev: development, https, stripe });
  const headers = new Headers(req.headers);
  headers.set("Content-Security-Policy", csp);
  headers.set("x-nonce", nonce);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

/**
 * Next's page not found (app/not-found.tsx), the one it renders whole on the
 * server, reached through an address no page has; it learns the language and
 * which text to show from the request (set here, whatever the client sent).
 */
function notFound(req: NextRequest, locale: string, kind: NotFoundKind): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = NOT_FOUND_PATH;
  url.search = "";
  const response = renderedPerRequest(req, url, { [LOCALE_HEADER]: locale, [NOT_FOUND_HEADER]: kind });
  // Rendered for this request (its nonce): no shared cache may keep it.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

// Which requests reach the proxy. Not the API (its routes check sessions
// themselves), Next's files (scripts/server.ts refuses methods they do not
// take), nor /offline/* (which sets its own policy). And not a visitor's plain
// request for a public page: it needs nothing from the proxy (Next's cache
// keeps the page with its policy; next.config.mjs writes English addresses to
// app/[locale]/ and gives these pages their Cache-Control), and the proxy's own
// cost is a third of such a page's. Such a page still comes here for a
// member (their shell), with ?lng=, and at an English address when a language
// cookie or Accept-Language may send the person to their language. Next reads
// this list as written: it cannot name constants.
export const config = {
  matcher: [
    "/((?!api/|_next/|offline/|(?:uk/|fr/|de/|es/)?(?:about|help|pricing|auth)$).*)",
    {
      source: "/:locale(uk|fr|de|es)?/:page(about|help|pricing|auth)",
      has: [{ type: "cookie", key: "next-auth.session-token" }],
    },
    {
      source: "/:locale(uk|fr|de|es)?/:page(about|help|pricing|auth)",
      has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }],
    },
    { source: "/:locale(uk|fr|de|es)?/:page(about|help|pricing|auth)", has: [{ type: "query", key: "lng" }] },
    { source: "/:page(about|help|pricing|auth)", has: [{ type: "header", key: "accept-language" }] },
    { source: "/:page(about|help|pricing|auth)", has: [{ type: "cookie", key: "NEXT_LOCALE" }] },
    { source: "/:page(about|help|pricing|auth)", has: [{ type: "cookie", key: "i18next" }] },
    "/_next/image",
  ],
};

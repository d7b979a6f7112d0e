// Optimistic redirects, the language of each page (its address under
// app/[locale]/), the language switch and the pages' security headers.
// This is not a security gate: every private API and page checks the session
// itself.
import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken, SESSION_COOKIE } from "@/lib/auth/token";
import { env } from "@/lib/env";
import { isLocale, LEGACY_LOCALE_COOKIE, LOCALE_COOKIE, LOCALE_HEADER } from "@/lib/i18n/config";
import { normalizeLocale, resolveLocale } from "@/lib/i18n/resolve";
import { contentSecurityPolicy, createNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/security/headers";
import { prerenderedScriptHashes } from "@/lib/security/prerendered";

const PROTECTED = ["/", "/profile", "/analyses", "/playlists", "/checkout"];
const isProtected = (path: string) => PROTECTED.some((p) => path === p || (p !== "/" && path.startsWith(`${p}/`)));
const https = env.APP_URL.startsWith("https://");
const production = env.NODE_ENV === "production";

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

/** The signed-in shell's copies of the public pages (app/[locale]/(signed-in)/member/). */
const MEMBER = "/member";

/**
 * Where a page address is served from: every page lives under its language
 * (app/[locale]/), so that public pages can be prerendered per language. A
 * signed-in visitor sees the public pages (about, pricing, a shared dream…)
 * inside the signed-in shell, with their header and upgrade button; everyone
 * else gets the prerendered or server-rendered public page. The internal
 * addresses themselves are not pages: asked for directly, they are not found.
 */
export function internalPath(pathname: string, locale: string, signedIn: boolean): string {
  const inner = pathname === "/" ? "" : pathname;
  if (isLocaleSegment(pathname) || pathname === MEMBER || pathname.startsWith(`${MEMBER}/`))
    return `/${locale}${signedIn ? MEMBER : ""}/not-found`;
  if (!signedIn || isProtected(pathname) || pathname === "/auth" || pathname.startsWith("/auth/")) return `/${locale}${inner}`;
  return `/${locale}${MEMBER}${inner}`;
}

function isLocaleSegment(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first);
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
  const nonce = prerendered ? null : createNonce();
  const csp = contentSecurityPolicy({
    scripts: nonce ? { nonce } : { hashes: prerendered ?? [] },
    dev: env.NODE_ENV === "development",
    https,
    stripe: Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
  });

  let response: NextResponse;
  if (!signedIn && isProtected(pathname)) {
    response = NextResponse.redirect(new URL("/auth", req.url));
  } else if (signedIn && pathname === "/auth") {
    response = NextResponse.redirect(new URL("/", req.url));
  } else {
    const headers = new Headers(req.headers);
    headers.set(LOCALE_HEADER, locale);
    if (nonce) {
      // Next reads the nonce from the request's policy and puts it on its scripts.
      headers.set("Content-Security-Policy", csp);
      headers.set("x-nonce", nonce);
    }
    // A clone of the request's own URL: a rewrite to another origin would be proxied over the network.
    const url = req.nextUrl.clone();
    url.pathname = target;
    response = NextResponse.rewrite(url, { request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
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

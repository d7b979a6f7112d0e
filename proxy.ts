// Optimistic redirects and the language switch only. This is not a security
// gate: every private API and page checks the session itself.
import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken, SESSION_COOKIE } from "@/lib/auth/token";
import { LOCALE_COOKIE, LOCALE_HEADER } from "@/lib/i18n/config";
import { normalizeLocale } from "@/lib/i18n/resolve";

const PROTECTED = ["/", "/profile", "/analyses", "/playlists"];
const isProtected = (path: string) => PROTECTED.some((p) => path === p || (p !== "/" && path.startsWith(`${p}/`)));

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const lng = normalizeLocale(req.nextUrl.searchParams.get("lng"));
  const raw = req.cookies.get(SESSION_COOKIE)?.value;
  const signedIn = (await readSessionToken(raw)) !== null;

  let response: NextResponse;
  if (!signedIn && isProtected(pathname)) {
    response = NextResponse.redirect(new URL("/auth", req.url));
  } else if (signedIn && pathname === "/auth") {
    response = NextResponse.redirect(new URL("/", req.url));
  } else {
    const headers = new Headers(req.headers);
    if (lng) headers.set(LOCALE_HEADER, lng);
    response = NextResponse.next({ request: { headers } });
  }
  if (lng) response.cookies.set(LOCALE_COOKIE, lng, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" });
  if (raw && !signedIn) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  // Pages only: API routes check sessions themselves; static files need nothing.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|sw.js|.*\\.[a-z0-9]+$).*)"],
};

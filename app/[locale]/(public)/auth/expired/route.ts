import type { NextRequest } from "next/server";
import { redirectTo } from "@/lib/api/respond";
import { clearSessionCookie, getSessionUser } from "@/lib/auth/session";
import { isLocale } from "@/lib/domain/locales";
import { localizedPath } from "@/lib/i18n/paths";

// GET /auth/expired – a page found the session cookie no longer valid. Server
// components cannot change cookies, and the proxy would send a cookie-holder
// from /auth back to /, so the stale cookie is dropped here before /auth.
// A valid session is left alone and goes home; both in the address's language.
export async function GET(req: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const language = isLocale(locale) ? locale : "en";
  const { user } = await getSessionUser(req.cookies);
  const response = redirectTo(user ? localizedPath(language, "/") : localizedPath(language, "/auth"));
  if (!user) clearSessionCookie(response);
  return response;
}

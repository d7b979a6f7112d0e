import type { NextRequest } from "next/server";
import { redirectTo } from "@/lib/api/respond";
import { clearSessionCookie, getSessionUser } from "@/lib/auth/session";

// GET /auth/expired – a page found the session cookie no longer valid. Server
// components cannot change cookies, and the proxy would send a cookie-holder
// from /auth back to /, so the stale cookie is dropped here before /auth.
// A valid session is left alone and goes home.
export async function GET(req: NextRequest) {
  const { user } = await getSessionUser(req.cookies);
  const response = redirectTo(user ? "/" : "/auth");
  if (!user) clearSessionCookie(response);
  return response;
}

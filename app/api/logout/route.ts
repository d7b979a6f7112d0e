import { NextResponse } from "next/server";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { clearDeviceCookie } from "@/lib/auth/device";
import { clearSessionCookie } from "@/lib/auth/session";
import { logout } from "@/lib/auth/service";

// POST /api/logout – sign out everywhere (every copy of the session, every known device) and drop the cookies
export const POST = route({ auth: false }, async ({ user }) => {
  if (user) await logout(user.id);
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response);
  clearDeviceCookie(response);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

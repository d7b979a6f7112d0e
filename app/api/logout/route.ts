import { NextResponse } from "next/server";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { clearSessionCookie } from "@/lib/auth/session";
import { logout } from "@/lib/auth/service";

// POST /api/logout – end the session everywhere it was copied (version bump) and drop the cookie
export const POST = route({ auth: false }, async ({ user }) => {
  if (user) await logout(user.id);
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/errors";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { publicUser, deleteUser } from "@/lib/auth/queries";
import { clearSessionCookie } from "@/lib/auth/session";

// GET /api/user – the signed-in user: id, email, isPremium, dreamCount
export const GET = route({}, async ({ user }) => {
  const current = await publicUser(user.id);
  if (!current) throw new AppError("unauthorized", "unauthorized");
  return current;
});

// DELETE /api/user – delete the account and all of its data, immediately
export const DELETE = route({}, async ({ user }) => {
  await deleteUser(user.id);
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response);
  return response;
});

const notAllowed = methodNotAllowed("GET", "DELETE");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH };

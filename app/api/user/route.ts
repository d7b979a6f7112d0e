import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { deleteAccount } from "@/lib/account/deletion";
import { DEVICE_COOKIE } from "@/lib/auth/device";
import { deleteAccountSchema, userUpdateSchema } from "@/lib/auth/schema";
import { updateUser } from "@/lib/account/settings";
import { userView } from "@/lib/auth/service";
import { clearSessionCookie } from "@/lib/auth/session";

// GET /api/user – the signed-in user: id, email, isPremium, dreamCount, aiConsent, externalAi, timeZone
export const GET = route({}, async ({ user }) => {
  const current = await userView(user.id);
  if (!current) throw new AppError("unauthorized", "unauthorized");
  return current;
});

// PATCH /api/user – { aiConsent?, timeZone? }: whether dream text may go to the external AI provider; the IANA zone of the user's days
export const PATCH = route({ body: userUpdateSchema }, ({ user, body }) => updateUser(user.id, body));

// DELETE /api/user – { password }: delete the account and all of its data, immediately (wrong password → 403, nothing deleted)
export const DELETE = route({ body: deleteAccountSchema }, async ({ req, user, body }) => {
  await deleteAccount(user, body.password, req.cookies.get(DEVICE_COOKIE)?.value);
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response);
  return response;
});

const notAllowed = methodNotAllowed("GET", "PATCH", "DELETE");
export { notAllowed as POST, notAllowed as PUT };

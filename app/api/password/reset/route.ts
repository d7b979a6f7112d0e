import { methodNotAllowed, route } from "@/lib/api/handler";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { resetPassword } from "@/lib/auth/service";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/password/reset – set a new password with a single-use reset token
export const POST = route({ auth: false, body: resetPasswordSchema }, async ({ body, client, locale }) => {
  await resetPassword(body.token, body.email, body.password, client);
  return { message: serverTranslator(locale)("Auth.resetDone") };
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

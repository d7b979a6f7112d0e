import { route } from "@/lib/api/handler";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { resetPassword } from "@/lib/auth/service";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/password/reset – set a new password with a single-use reset token
export const POST = route({ auth: false, body: resetPasswordSchema }, async ({ body, locale }) => {
  await resetPassword(body.token, body.email, body.password);
  return { message: serverTranslator(locale)("Auth.resetDone") };
});

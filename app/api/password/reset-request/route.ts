import { methodNotAllowed, route } from "@/lib/api/handler";
import { resetRequestSchema } from "@/lib/auth/schema";
import { requestPasswordReset } from "@/lib/auth/service";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/password/reset-request – send a reset link (same answer whether or not the account exists)
export const POST = route({ auth: false, body: resetRequestSchema }, async ({ body, client, locale }) =>
  requestPasswordReset(body.email, client, serverTranslator(locale), locale),
);

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

import { route } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { resetRequestSchema } from "@/lib/auth/schema";
import { requestPasswordReset } from "@/lib/auth/service";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/password/reset-request – send a reset link (same answer whether or not the account exists)
export const POST = route({ auth: false, body: resetRequestSchema }, async ({ body, req, locale }) =>
  requestPasswordReset(body.email, requestOrigin(req), serverTranslator(locale)),
);

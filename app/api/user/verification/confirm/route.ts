import { methodNotAllowed, route } from "@/lib/api/handler";
import { verificationConfirmSchema } from "@/lib/auth/schema";
import { confirmVerification } from "@/lib/auth/verification";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/user/verification/confirm – { token }: the link's token verifies its account's address (no session needed; single use)
export const POST = route({ auth: false, body: verificationConfirmSchema }, async ({ body, client, locale }) => {
  await confirmVerification(body.token, client);
  return { message: serverTranslator(locale)("Verify.done") };
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

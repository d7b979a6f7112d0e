import { methodNotAllowed, route } from "@/lib/api/handler";
import { resendVerification } from "@/lib/auth/verification";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/user/verification – send a new verification link (at most 3 an hour; `dev` holds it on a laptop without mail)
export const POST = route({}, ({ user, locale }) => resendVerification(user.id, locale, serverTranslator(locale)));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

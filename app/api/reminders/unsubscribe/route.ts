import { methodNotAllowed, route } from "@/lib/api/handler";
import { serverTranslator } from "@/lib/i18n/messages";
import { unsubscribeQuerySchema } from "@/lib/reminders/schema";
import { unsubscribeByToken } from "@/lib/reminders/service";

// POST /api/reminders/unsubscribe?token=… – one-click unsubscribe (RFC 8058) from a reminder mail's List-Unsubscribe:
// no session, posted by mail providers from their own servers (so not a same-site write); the token is the proof
export const POST = route(
  { auth: false, session: false, sameOriginWrites: false, query: unsubscribeQuerySchema },
  async ({ query, client, locale }) => {
    await unsubscribeByToken(query.token, client);
    return { message: serverTranslator(locale)("Reminders.unsubscribed") };
  },
);

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

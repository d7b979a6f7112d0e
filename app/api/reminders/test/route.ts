import { methodNotAllowed, route } from "@/lib/api/handler";
import { sendTestReminder } from "@/lib/reminders/service";

// POST /api/reminders/test – send one reminder now by the saved channels ({ push: devices reached, email: mail queued })
export const POST = route({}, ({ user, locale }) => sendTestReminder(user.id, locale));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

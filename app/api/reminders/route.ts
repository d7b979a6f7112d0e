import { methodNotAllowed, route } from "@/lib/api/handler";
import { reminderSettingsSchema } from "@/lib/reminders/schema";
import { reminders, saveReminders } from "@/lib/reminders/service";

// GET /api/reminders – the morning reminder's settings, when the next one is due, and what this server can send
export const GET = route({}, ({ user }) => reminders(user.id));

// PUT /api/reminders – { morning: { enabled, time, days }, channels: { push, email } }: store them and plan the next reminder
export const PUT = route({ body: reminderSettingsSchema }, ({ user, body, locale }) => saveReminders(user.id, body, locale));

const notAllowed = methodNotAllowed("GET", "PUT");
export { notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };

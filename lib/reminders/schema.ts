// Reminder schemas, shared by the profile's card and the route handlers.
// Messages are keys of the `Validation` namespace. zod/mini: the browser runs
// them too (lib/client/schemas.ts).
import * as z from "zod/mini";
import { DAYS, TIME_PATTERN } from "./days";

/** PUT /api/reminders (and the settings part of every answer). */
export const reminderSettingsSchema = z.strictObject({
  morning: z
    .strictObject(
      {
        enabled: z.boolean({ error: "reminderEnabledBoolean" }),
        time: z.string({ error: "reminderTimeInvalid" }).check(z.regex(TIME_PATTERN, { error: "reminderTimeInvalid" })),
        days: z
          .array(z.enum(DAYS, { error: "reminderDayInvalid" }), { error: "reminderDaysInvalid" })
          .check(z.maxLength(7, { error: "reminderDaysInvalid" })),
      },
      { error: (issue) => (issue.code === "invalid_type" ? "reminderMorningRequired" : undefined) },
    )
    .check(z.refine((m) => !m.enabled || m.days.length > 0, { error: "reminderDaysEmpty", path: ["days"] })),
  channels: z.strictObject(
    {
      push: z.boolean({ error: "reminderChannelBoolean" }),
      email: z.boolean({ error: "reminderChannelBoolean" }),
    },
    { error: (issue) => (issue.code === "invalid_type" ? "reminderChannelsRequired" : undefined) },
  ),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/** GET and PUT /api/reminders: the settings, when the next one is due and what this server can send. */
export const remindersSchema = z.object({
  morning: z.object({ enabled: z.boolean(), time: z.string(), days: z.array(z.enum(DAYS)) }),
  channels: z.object({ push: z.boolean(), email: z.boolean() }),
  /** The zone whose clock the time is read on: the user's (UTC until they choose one). */
  timeZone: z.string(),
  /** When the next reminder is due (ISO 8601), null when off. */
  next: z.nullable(z.string()),
  /** What this server can send: push needs VAPID keys, e-mail needs SMTP_URL. */
  available: z.object({ push: z.boolean(), email: z.boolean() }),
});
export type Reminders = z.output<typeof remindersSchema>;

/** POST /api/reminders/test: devices the push service accepted it for, and whether a mail was queued. */
export const reminderTestSchema = z.object({ push: z.int(), email: z.boolean() });
export type ReminderTest = z.output<typeof reminderTestSchema>;

/** POST /api/reminders/unsubscribe?token=… (the List-Unsubscribe link). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "unsubscribeTokenInvalid" })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: "unsubscribeTokenInvalid" })),
});

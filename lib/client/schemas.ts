// The schemas the browser checks answers and forms against, loaded on first
// use (lib/client/client.ts, lib/forms/field-errors.ts) rather than with every
// page: zod is a third of the size of React, and no page needs it to paint.
import { config, safeParse } from "zod/mini";
import type { output } from "zod/v4/core";
import {
  credentialsSchema,
  messageResultSchema,
  publicUserSchema,
  registeredSchema,
  resetPasswordFormSchema,
  resetRequestResultSchema,
  resetRequestSchema,
  verificationSentSchema,
} from "@/lib/auth/schema";
import { reminderSettingsSchema, remindersSchema, reminderTestSchema } from "@/lib/reminders/schema";
import { pushKeySchema, pushSubscriptionListSchema } from "@/lib/push/schema";
import { analysisListSchema, analysisSchema } from "@/lib/analyses/schema";
import {
  dreamInputSchema,
  dreamListSchema,
  dreamSchema,
  importReportSchema,
  interpretationBacklogSchema,
} from "@/lib/dreams/schema";
import { checkoutCreatedSchema, planSchema, redirectSchema, subscriptionSchema } from "@/lib/billing/schema";
import { healthSchema } from "@/lib/health/schema";
import { tagListSchema, tagSchema } from "@/lib/tags/schema";
import { calendarSchema, trendsSchema } from "@/lib/stats/schema";
import { shareCreatedSchema, sharedDreamSchema } from "@/lib/share/schema";
import { playlistFormSchema, playlistListSchema, playlistSchema, suggestionSchema } from "@/lib/playlists/schema";
import { describeIssue, type IssueText } from "@/lib/errors/issue-text";

// zod compiles parsers with new Function() when it may; probing whether it may
// trips the Content-Security-Policy (no eval). In the browser it never tries.
// Set here, where the browser's zod first loads, not in the root layout.
config({ jitless: true });

/** What API answers are checked against, by name. */
export const responseSchemas = {
  publicUser: publicUserSchema,
  registered: registeredSchema,
  verificationSent: verificationSentSchema,
  resetRequestResult: resetRequestResultSchema,
  messageResult: messageResultSchema,
  dream: dreamSchema,
  dreamList: dreamListSchema,
  importReport: importReportSchema,
  interpretationBacklog: interpretationBacklogSchema,
  health: healthSchema,
  analysis: analysisSchema,
  analysisList: analysisListSchema,
  suggestion: suggestionSchema,
  playlist: playlistSchema,
  playlistList: playlistListSchema,
  checkoutCreated: checkoutCreatedSchema,
  plan: planSchema,
  redirect: redirectSchema,
  subscription: subscriptionSchema,
  tagList: tagListSchema,
  tag: tagSchema,
  calendar: calendarSchema,
  trends: trendsSchema,
  shareCreated: shareCreatedSchema,
  sharedDream: sharedDreamSchema,
  reminders: remindersSchema,
  reminderTest: reminderTestSchema,
  pushKey: pushKeySchema,
  pushSubscriptionList: pushSubscriptionListSchema,
};
export type ResponseSchemas = typeof responseSchemas;
export type ResponseName = keyof ResponseSchemas;
export type ResponseOf<K extends ResponseName> = output<ResponseSchemas[K]>;

/** What forms are checked against before they are sent, by name. */
export const formSchemas = {
  credentials: credentialsSchema,
  resetRequest: resetRequestSchema,
  resetPasswordForm: resetPasswordFormSchema,
  dreamInput: dreamInputSchema,
  playlistForm: playlistFormSchema,
  reminderSettings: reminderSettingsSchema,
};
export type FormSchemas = typeof formSchemas;
export type FormName = keyof FormSchemas;
export type FormOf<K extends FormName> = output<FormSchemas[K]>;

export function checkResponse<K extends ResponseName>(
  name: K,
  value: unknown,
): { ok: true; data: ResponseOf<K> } | { ok: false } {
  const checked = safeParse(responseSchemas[name], value);
  // TypeScript cannot follow a generic key into the registry; the data was
  // checked by responseSchemas[name], whose output is exactly ResponseOf<K>.
  return checked.success ? { ok: true, data: checked.data as ResponseOf<K> } : { ok: false };
}

export type FieldErrors = Record<string, IssueText>;

/** The first problem per field, as a `Validation` message key with its values; null when the input is valid. */
export function checkForm<K extends FormName>(
  name: K,
  values: unknown,
): { data: FormOf<K>; errors: null } | { data: null; errors: FieldErrors } {
  const result = safeParse(formSchemas[name], values);
  // As above: checked by formSchemas[name], whose output is FormOf<K>.
  if (result.success) return { data: result.data as FormOf<K>, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= describeIssue(issue);
  return { data: null, errors };
}

// Account schemas, shared by the auth forms and the route handlers. Messages
// are keys of the `Validation` namespace in messages/*.json.
// zod/mini: the forms run these schemas in the browser too, and the mini
// build is a fraction of zod's size on every page.
import * as z from "zod/mini";
import { timeZoneSchema } from "@/lib/time/schema";

export const PASSWORD_MIN = 8;
/** bcrypt ignores everything past 72 bytes; longer passwords are refused, never truncated. */
export const PASSWORD_MAX_BYTES = 72;
export const EMAIL_MAX = 254; // RFC 5321 path limit

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

export const emailSchema = z.pipe(
  z.string({ error: "invalidEmail" }).check(z.trim(), z.maxLength(EMAIL_MAX, { error: "invalidEmail" })),
  z.email({ error: "invalidEmail" }).check(z.toLowerCase()),
);

export const passwordSchema = z.string({ error: "passwordMin" }).check(
  z.minLength(PASSWORD_MIN, { error: "passwordMin" }),
  z.refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, { error: "passwordMaxBytes" }),
);

/** Login and register share this schema, as the spec says. */
export const credentialsSchema = z.strictObject({ email: emailSchema, password: passwordSchema });

/**
 * Login and register share the spec's schema. The byte cap matters at login
 * too: bcrypt compares only 72 bytes, so a longer password must not match.
 */
export const loginSchema = credentialsSchema;

export const resetRequestSchema = z.strictObject({ email: emailSchema });

/** Reset and verification tokens: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/password/reset. The token alone names the account (it is unique
 * and single-use); an `email`, if a client sends one, must be that account's.
 */
export const resetPasswordSchema = z.strictObject({
  token: z.string({ error: "resetTokenInvalid" }).check(z.regex(RESET_TOKEN_PATTERN, { error: "resetTokenInvalid" })),
  email: z.optional(emailSchema),
  password: passwordSchema,
});

/** The reset form: the new password twice (the confirmation never leaves the browser); the link says whose it is. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { error: "passwordsDontMatch", path: ["confirmPassword"] }));

/**
 * DELETE /api/user: the current password, so that a session left open (or a
 * stolen cookie) is not enough to erase an account. Anything longer than
 * bcrypt reads could only match by its first 72 bytes: refused, as at login.
 */
export const deleteAccountSchema = z.strictObject(
  {
    password: z.string({ error: "currentPasswordRequired" }).check(
      z.minLength(1, { error: "currentPasswordRequired" }),
      z.refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, { error: "passwordMaxBytes" }),
    ),
  },
  // No body at all: the same message as an empty password.
  { error: (issue) => (issue.code === "invalid_type" ? "currentPasswordRequired" : undefined) },
);

// What the account API answers, shared by the handlers and the browser.

/** GET /api/user, and the answer of login and register. */
export const publicUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  isPremium: z.boolean(),
  dreamCount: z.int(),
  /** Whether dream text may go to the external AI provider; null until the user was asked. */
  aiConsent: z.nullable(z.boolean()),
  /** The external provider this server is configured with (where dream text would go), or null. */
  externalAi: z.nullable(z.object({ host: z.string(), model: z.string() })),
  /** The IANA time zone the user's days follow (calendar, streaks, date filters); null until set (UTC meanwhile). */
  timeZone: z.nullable(z.string()),
  /** Whether the owner confirmed the address (the verification mail's link). */
  emailVerified: z.boolean(),
  /**
   * How this server sends mail (lib/auth/verification.ts): "smtp"; "local",
   * a laptop without mail, where links are shown in the app; "none", a public
   * server without mail: no verification, and no e-mail reminders.
   */
  mailDelivery: z.enum(["smtp", "local", "none"]),
});

/** PATCH /api/user: either or both; an unknown time zone is refused. */
export const userUpdateSchema = z
  .strictObject({
    aiConsent: z.optional(z.boolean({ error: "aiConsentBoolean" })),
    timeZone: z.optional(timeZoneSchema),
  })
  .check(z.refine((v) => v.aiConsent !== undefined || v.timeZone !== undefined, { error: "settingsNothingToChange" }));
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type PublicUser = z.output<typeof publicUserSchema>;

/** POST /api/register: the new account, and on a loopback server without mail the verification link (`dev`). */
export const registeredSchema = z.extend(publicUserSchema, { dev: z.optional(z.string()) });
export type Registered = z.output<typeof registeredSchema>;

/** POST /api/user/verification/confirm: the token from the link in the verification mail. */
export const verificationConfirmSchema = z.strictObject({
  token: z
    .string({ error: "verificationTokenInvalid" })
    .check(z.regex(RESET_TOKEN_PATTERN, { error: "verificationTokenInvalid" })),
});

/** POST /api/user/verification: a new link was sent; `dev` holds it on a loopback server without mail. */
export const verificationSentSchema = z.object({ message: z.string(), dev: z.optional(z.string()) });
export type VerificationSent = z.output<typeof verificationSentSchema>;

/** POST /api/password/reset-request; `dev` only on a loopback server without mail. */
export const resetRequestResultSchema = z.object({ message: z.string(), dev: z.optional(z.string()) });
export type ResetRequestResult = z.output<typeof resetRequestResultSchema>;

/** POST /api/password/reset. */
export const messageResultSchema = z.object({ message: z.string() });

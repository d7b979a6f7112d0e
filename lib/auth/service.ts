// Account rules: registration, login with brute-force protection, logout,
// and the password-reset flow. Throws AppError; knows nothing of HTTP.
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { isPublicDeployment } from "@/lib/env";
import type { Locale } from "@/lib/domain/locales";
import type { Translate } from "@/lib/i18n/messages";
import { Prisma } from "@/lib/generated/prisma/client";
import { externalAiInfo } from "@/lib/ai/provider";
import { consume } from "@/lib/security/rate-limit";
import { findKnownDevice, issueDeviceToken } from "./device";
import { mailConfigured } from "./mail";
import { hashPassword } from "./password";
import { forgetAccountFailures, loginPasswordMatches } from "./password-check";
import * as q from "./queries";
import type { PublicUser, ResetRequestResult } from "./schema";
import { hashResetToken, issueResetToken, queueResetMail, resetLink } from "./reset-mail-job";
import { createSessionToken } from "./session";
import { mailDelivery, startVerification } from "./verification";

export interface SignedIn {
  user: PublicUser;
  /** The session cookie's value. */
  token: string;
  /** The known-device cookie's value, new at every sign-in (./device.ts). */
  device: string;
  /** Registration on a laptop without mail: the verification link, shown in the app. */
  dev?: string;
}

/** The account as GET /api/user answers it: its fields, and where dream text would go if agreed to. */
export async function userView(userId: number): Promise<PublicUser | null> {
  const account = await q.accountOf(userId);
  return account ? { ...account, externalAi: externalAiInfo(), mailDelivery: mailDelivery() } : null;
}

/** `previousDevice`: the known-device token the browser sent, which the new one replaces. */
async function signedIn(userId: number, version: number, previousDevice?: string): Promise<SignedIn> {
  const user = await userView(userId);
  if (!user) throw new AppError("unauthorized", "unauthorized");
  const [token, device] = await Promise.all([createSessionToken({ userId, version }), issueDeviceToken(userId, previousDevice)]);
  return { user, token, device };
}

/**
 * `client` is the caller's address (lib/security/client-address.ts), for rate
 * limits; `deviceToken` the browser's known-device cookie, replaced by the new account's.
 */
export async function register(
  email: string,
  password: string,
  client: string,
  locale: Locale,
  deviceToken?: string,
): Promise<SignedIn> {
  await consume("register", client);
  // Hashed before looking at the address, so a taken one answers no faster than a new one.
  const hash = await hashPassword(password);
  let created: Awaited<ReturnType<typeof q.createUser>>;
  try {
    created = await q.createUser(email, hash);
  } catch (error) {
    // Taken, or two registrations racing for one address: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "emailTaken");
    }
    throw error;
  }
  // The account exists whatever happens to its first link: another can be asked for on /profile.
  const verification = await startVerification(created.id, locale).catch((error: unknown) => {
    console.warn("[auth] could not send the verification link:", error instanceof Error ? error.message : error);
    return {};
  });
  return { ...(await signedIn(created.id, created.sessionVersion, deviceToken)), ...verification };
}

/**
 * `deviceToken` is the browser's known-device cookie (./device.ts), if any.
 * An unknown address takes the same path as a registered one: the same
 * lookups, the same lockout (./password-check.ts), one bcrypt comparison.
 */
export async function login(email: string, password: string, client: string, deviceToken?: string): Promise<SignedIn> {
  await consume("login", client);
  const [user, device] = await Promise.all([q.findUserForLogin(email), findKnownDevice(deviceToken)]);
  const knownDevice = user !== null && device?.userId === user.id;
  const matches = await loginPasswordMatches(email, user, password, client, knownDevice);
  if (!matches || !user) throw new AppError("invalid_credentials", "invalidCredentials");
  return signedIn(user.id, user.sessionVersion, deviceToken);
}

/** Logout signs out everywhere: every copy of every session cookie, and every known device. */
export async function logout(userId: number): Promise<void> {
  await q.signOutEverywhere(userId);
}

/**
 * Answers the same for known and unknown addresses. With SMTP the request
 * only queues the mail (./reset-mail-job.ts), whose job looks the account
 * up: the request does the same work either way. Links are always built from
 * APP_URL, never from the request's Host or X-Forwarded-Host.
 *
 * Without a mail transport, on a laptop (loopback, not a public deployment)
 * the person asking sits at this machine and the link is shown to them.
 * Anywhere else that would hand any account to anyone, and writing links to
 * the log would hand them to whoever reads it: resets are unavailable.
 */
export async function requestPasswordReset(
  email: string,
  client: string,
  t: Translate,
  locale: Locale,
): Promise<ResetRequestResult> {
  if (!mailConfigured() && isPublicDeployment()) throw new AppError("service_unavailable", "resetUnavailable");
  await consume("resetRequest", client);
  await consume("resetRequestTarget", email);
  const message = t("Auth.resetRequestSent");
  if (mailConfigured()) {
    await queueResetMail(email, locale);
    return { message };
  }
  const user = await q.findUserByEmail(email);
  // An unknown address gets a link too (one that works for nobody): the answer looks the same.
  const token = user ? await issueResetToken(user.id) : randomToken();
  return { message, dev: resetLink(token) };
}

const randomToken = () => randomBytes(32).toString("base64url");

export async function resetPassword(token: string, email: string | undefined, password: string, client: string): Promise<void> {
  await consume("reset", client);
  const tokenHash = hashResetToken(token);
  // Cheap checks before bcrypt: an unknown or expired token costs no hashing.
  if (!(await q.resetTokenIsLive(tokenHash, email))) throw new AppError("invalid_token", "resetTokenInvalid");
  const account = await q.consumeResetToken(tokenHash, email, await hashPassword(password));
  if (account === null) throw new AppError("invalid_token", "resetTokenInvalid");
  // The owner has proved who they are: failures counted against the account no longer apply.
  await forgetAccountFailures(account.email);
}

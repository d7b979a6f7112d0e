// Account rules: registration, login with brute-force protection, logout,
// and the password-reset flow. Throws AppError; knows nothing of HTTP.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import type { Translate } from "@/lib/i18n/messages";
import { Prisma } from "@/lib/generated/prisma/client";
import { mailConfigured, sendResetMail } from "./mail";
import { hashPassword, spendPasswordCheck, verifyPassword } from "./password";
import * as q from "./queries";
import { createSessionToken } from "./session";

export const MAX_LOGIN_ATTEMPTS = 10;
export const RESET_TOKEN_TTL_MINUTES = 60;

export interface SignedIn {
  user: q.PublicUser;
  token: string;
}

async function signedIn(userId: number, version: number): Promise<SignedIn> {
  const user = await q.publicUser(userId);
  if (!user) throw new AppError("unauthorized", "unauthorized");
  return { user, token: await createSessionToken({ userId, version }) };
}

export async function register(email: string, password: string): Promise<SignedIn> {
  if (await q.findUserByEmail(email)) throw new AppError("conflict", "emailTaken");
  const hash = await hashPassword(password);
  try {
    const created = await q.createUser(email, hash);
    return signedIn(created.id, created.sessionVersion);
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "emailTaken");
    }
    throw error;
  }
}

export async function login(email: string, password: string): Promise<SignedIn> {
  const user = await q.findUserForLogin(email);
  if (!user) {
    await spendPasswordCheck(password);
    throw new AppError("invalid_credentials", "invalidCredentials");
  }
  const attempt = await q.reserveLoginAttempt(user.id);
  if (attempt.count > MAX_LOGIN_ATTEMPTS) {
    const unlocksAt = attempt.windowStart.getTime() + q.LOGIN_WINDOW_MINUTES * 60_000;
    const seconds = Math.max(1, Math.ceil((unlocksAt - Date.now()) / 1000));
    throw new AppError("too_many_requests", "tooManyLoginAttempts", {
      values: { minutes: Math.ceil(seconds / 60) },
      headers: { "Retry-After": String(seconds) },
    });
  }
  if (!(await verifyPassword(password, user.password))) {
    throw new AppError("invalid_credentials", "invalidCredentials");
  }
  await q.clearLoginAttempts(user.id);
  return signedIn(user.id, user.sessionVersion);
}

export async function logout(userId: number): Promise<void> {
  await q.bumpSessionVersion(userId);
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface ResetRequestResult {
  message: string;
  /** The reset link itself, only when no mail transport is configured (local use). */
  dev?: string;
}

/**
 * Answers the same for known and unknown addresses: a token is always made,
 * and stored (and mailed) only when the account exists.
 */
export async function requestPasswordReset(email: string, origin: string, t: Translate): Promise<ResetRequestResult> {
  const token = randomBytes(32).toString("base64url");
  const user = await q.findUserByEmail(email);
  const message = t("Auth.resetRequestSent");
  if (mailConfigured()) {
    if (user) {
      await q.storeResetToken(user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000));
      try {
        await sendResetMail(user.email, resetLink(env.APP_URL, token), t);
      } catch (error) {
        // Failing loudly here would tell the caller the account exists.
        console.error("[auth] reset mail could not be sent:", error);
      }
    }
    return { message };
  }
  if (user) await q.storeResetToken(user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000));
  return { message, dev: resetLink(origin, token) };
}

export function resetLink(base: string, token: string): string {
  return new URL(`/auth/reset-password?token=${token}`, base).toString();
}

export async function resetPassword(token: string, email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  if (!(await q.consumeResetToken(sha256(token), email, hash))) {
    throw new AppError("invalid_token", "resetTokenInvalid");
  }
}

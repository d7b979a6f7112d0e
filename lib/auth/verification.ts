// Verified addresses: registering sends a link to /auth/verify?token=…, whose
// page confirms with a button (mail scanners open links; a press is the
// owner). Until then the account cannot share publicly or get e-mail
// reminders. Where this server cannot send mail:
// - on a laptop (loopback, no SMTP_URL), the link is shown in the app instead
//   (the `dev` field), as reset links are;
// - on a public deployment without SMTP_URL, verification is unavailable and
//   nothing waits for it (sharing stays possible; the start-up log says so).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isPublicDeployment } from "@/lib/env";
import type { Locale } from "@/lib/domain/locales";
import type { Translate } from "@/lib/i18n/messages";
import { mailConfigured } from "@/lib/mail/transport";
import { consume } from "@/lib/security/rate-limit";
import * as q from "./queries";
import type { PublicUser, VerificationSent } from "./schema";
import { hashVerifyToken, issueVerifyToken, queueVerificationMail, verifyLink } from "./verification-mail-job";

export type MailDelivery = PublicUser["mailDelivery"];

/** How links reach their owner here: by SMTP, shown in the app (a laptop), or not at all (a public server without mail). */
export function mailDelivery(): MailDelivery {
  if (mailConfigured()) return "smtp";
  return isPublicDeployment() ? "none" : "local";
}

/** Sends the account a verification link: by mail (a queued job), or on a laptop in the answer (`dev`). */
export async function startVerification(userId: number, locale: Locale): Promise<{ dev?: string }> {
  const delivery = mailDelivery();
  if (delivery === "smtp") {
    await queueVerificationMail(userId, locale);
    return {};
  }
  if (delivery === "none") return {};
  const token = await issueVerifyToken(userId);
  return token ? { dev: verifyLink(token) } : {};
}

/** POST /api/user/verification: a new link (the previous one stops working), at most 3 an hour. */
export async function resendVerification(userId: number, locale: Locale, t: Translate): Promise<VerificationSent> {
  if (mailDelivery() === "none") throw new AppError("service_unavailable", "verificationUnavailable");
  const account = await q.addressOf(userId);
  if (!account) throw new AppError("unauthorized", "unauthorized");
  if (account.verified) throw new AppError("conflict", "emailAlreadyVerified");
  await consume("verificationMail", String(userId));
  const sent = await startVerification(userId, locale);
  return { message: t("Verify.sentTo", { email: account.email }), ...sent };
}

/**
 * POST /api/user/verification/confirm: the token alone names the account
 * (unique, single use, 24 hours), so the link works in any browser, signed
 * in or not. An unknown, used or expired token is refused alike.
 */
export async function confirmVerification(token: string, client: string): Promise<void> {
  await consume("verificationConfirm", client);
  if (!(await q.consumeVerifyToken(hashVerifyToken(token)))) throw new AppError("invalid_token", "verificationTokenInvalid");
}

/** Public sharing needs a verified address, wherever this server can verify one. */
export async function requireVerifiedAddress(userId: number): Promise<void> {
  if (mailDelivery() === "none") return;
  const account = await q.addressOf(userId);
  if (account && !account.verified) throw new AppError("email_unverified", "emailUnverified");
}

/** The address e-mail reminders may go to: a verified one, on a server with SMTP; null otherwise. */
export async function reminderAddress(userId: number): Promise<string | null> {
  if (mailDelivery() !== "smtp") return null;
  const account = await q.addressOf(userId);
  return account?.verified ? account.email : null;
}

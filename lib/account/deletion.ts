// Deleting an account: everything goes at once (dreams, playlists, analyses,
// checkouts, known devices, by cascade), and only with the account's current
// password. Passwords tried here have a budget of their own, per account and
// device (lib/security/rate-limit.ts "deletePassword"), not sign-in's: guesses
// at sign-in from anywhere cannot stop the owner deleting from their browser,
// and a stolen session cookie without the owner's device cookie shares one
// small budget with every other such caller, so it is no password oracle. A
// Stripe subscription is cancelled first, so that nobody keeps paying for an
// account that is gone; if Stripe cannot be reached, nothing is deleted.
import "server-only";
import { downgrade } from "@/lib/billing/service";
import { AppError } from "@/lib/errors/app-error";
import { consume } from "@/lib/security/rate-limit";
import { findKnownDevice } from "@/lib/auth/device";
import type { SessionUser } from "@/lib/auth/session";
import { verifyPassword } from "@/lib/auth/password";
import * as q from "@/lib/auth/queries";

/** The budget a deletion draws on: this browser's, if it is a known device of the account, else the one of all others. */
async function deletionBudget(userId: number, deviceToken: string | undefined): Promise<string> {
  const device = await findKnownDevice(deviceToken);
  return device?.userId === userId ? `${userId}:${device.id}` : `${userId}:elsewhere`;
}

export async function deleteAccount(user: SessionUser, password: string, deviceToken: string | undefined): Promise<void> {
  const account = await q.findUserForPasswordCheck(user.id);
  if (!account) throw new AppError("unauthorized", "unauthorized");
  // Counted before bcrypt runs, so concurrent guesses cannot slip past the limit.
  await consume("deletePassword", await deletionBudget(user.id, deviceToken));
  if (!(await verifyPassword(password, account.password))) throw new AppError("wrong_password", "deletePasswordWrong");
  try {
    await downgrade(user);
  } catch (error) {
    if (error instanceof AppError && error.messageKey === "downgradeFailed") {
      throw new AppError("service_unavailable", "deleteSubscriptionFailed", error.options);
    }
    throw error;
  }
  await q.deleteUser(user.id);
}

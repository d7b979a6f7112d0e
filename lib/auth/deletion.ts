// Deleting an account: everything goes at once (dreams, playlists, analyses,
// checkouts, by cascade), and only with the account's current password, which
// is checked within login's budget of wrong guesses. A Stripe subscription is
// cancelled first, so that nobody keeps paying for an account that is gone;
// if Stripe cannot be reached, nothing is deleted.
import "server-only";
import { downgrade } from "@/lib/billing/service";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "./session";
import { passwordMatches } from "./password-check";
import * as q from "./queries";

/** Login's answers, in the words of deleting: a spent budget of guesses, Stripe out of reach. */
function inDeletionTerms(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === "too_many_requests") return new AppError("too_many_requests", "tooManyPasswordAttempts", error.options);
  if (error.messageKey === "downgradeFailed")
    return new AppError("service_unavailable", "deleteSubscriptionFailed", error.options);
  return error;
}

export async function deleteAccount(user: SessionUser, password: string, client: string): Promise<void> {
  const account = await q.findUserForPasswordCheck(user.id);
  if (!account) throw new AppError("unauthorized", "unauthorized");
  try {
    if (!(await passwordMatches(account, password, client))) throw new AppError("wrong_password", "deletePasswordWrong");
    await downgrade(user);
  } catch (error) {
    throw inDeletionTerms(error);
  }
  await q.deleteUser(user.id);
}

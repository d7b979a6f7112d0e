// Sign-in's password check within its budget of wrong guesses
// (lib/security/rate-limit.ts). The budgets belong to the e-mail address typed,
// whether or not an account has it: an unknown address is counted, locked
// and answered exactly like a registered one (same status, same message, one
// bcrypt comparison either way), so the lockout tells nobody which addresses
// are registered.
import "server-only";
import { createHash } from "node:crypto";
import { consume, forget } from "@/lib/security/rate-limit";
import { spendPasswordCheck, verifyPassword } from "./password";

/** The counters' key for an address (already normalized by the schema): hashed, so every address fits the key column. */
export const lockoutKey = (email: string): string => createHash("sha256").update(email).digest("base64url");

/**
 * Whether `password` is the password of `account`, the account `email` names
 * (null when none does: then never). Counted before bcrypt runs, so concurrent
 * guesses cannot slip past the limit; per address *and* client (a stranger's
 * guesses lock the stranger out, not the owner), and per address from
 * everywhere unless `knownDevice` (a browser the owner signed in from before,
 * ./device.ts). Throws 429 once a budget is spent.
 */
export async function loginPasswordMatches(
  email: string,
  account: { password: string } | null,
  password: string,
  client: string,
  knownDevice: boolean,
): Promise<boolean> {
  const address = lockoutKey(email);
  const addressAndClient = `${address}:${client}`;
  await consume("loginFailuresClient", addressAndClient);
  if (!knownDevice) await consume("loginFailuresAccount", address);
  if (!account) {
    // The same bcrypt work as a real comparison: an unknown address answers no faster.
    await spendPasswordCheck(password);
    return false;
  }
  if (!(await verifyPassword(password, account.password))) return false;
  await forget("loginFailuresClient", addressAndClient);
  return true;
}

/** The owner proved who they are (a password reset): failures counted against the address from everywhere no longer apply. */
export const forgetAccountFailures = (email: string): Promise<void> => forget("loginFailuresAccount", lockoutKey(email));

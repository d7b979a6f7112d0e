// A password checked against an account's hash within login's budget of wrong
// guesses (lib/security/rate-limit.ts): sign-in and account deletion draw on
// the same counters, so neither is a way around the other's limit, nor a
// password oracle for whoever holds a session cookie.
import "server-only";
import { consume, forget } from "@/lib/security/rate-limit";
import { verifyPassword } from "./password";

/**
 * Whether `password` is the account's. Counted before bcrypt runs, so
 * concurrent guesses cannot slip past the limit; per account *and* client
 * (a stranger's guesses lock the stranger out, not the owner), and per account
 * from everywhere unless `knownDevice` (a browser the owner signed in from
 * before, lib/auth/device.ts). Throws 429 once the budget is spent.
 */
export async function passwordMatches(
  account: { id: number; password: string },
  password: string,
  client: string,
  knownDevice = false,
): Promise<boolean> {
  const accountAndClient = `${account.id}:${client}`;
  await consume("loginFailuresClient", accountAndClient);
  if (!knownDevice) await consume("loginFailuresAccount", String(account.id));
  if (!(await verifyPassword(password, account.password))) return false;
  await forget("loginFailuresClient", accountAndClient);
  return true;
}

// Account reads and writes. Secret columns are selected only here.
import "server-only";
import { db } from "@/lib/db";

export const LOGIN_WINDOW_MINUTES = 15;

export async function findUserForLogin(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, password: true, sessionVersion: true },
  });
}

export async function findUserByEmail(email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, email: true } });
}

export async function publicUser(id: number) {
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, email: true, isPremium: true, _count: { select: { dreams: true } } },
  });
  if (!user) return null;
  return { id: user.id, email: user.email, isPremium: user.isPremium, dreamCount: user._count.dreams };
}

export type PublicUser = NonNullable<Awaited<ReturnType<typeof publicUser>>>;

export async function createUser(email: string, passwordHash: string) {
  return db.user.create({ data: { email, password: passwordHash }, select: { id: true, sessionVersion: true } });
}

/**
 * Counts one login attempt against the account inside a 15-minute window, in
 * one atomic statement, before the password is checked: concurrent guesses
 * cannot slip past the limit. Returns the attempts in the current window.
 */
export async function reserveLoginAttempt(userId: number): Promise<{ count: number; windowStart: Date }> {
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    UPDATE "users" SET
      "failedLoginCount" = CASE
        WHEN "failedLoginWindowStart" > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}) THEN "failedLoginCount" + 1
        ELSE 1 END,
      "failedLoginWindowStart" = CASE
        WHEN "failedLoginWindowStart" > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}) THEN "failedLoginWindowStart"
        ELSE now() END
    WHERE "id" = ${userId}
    RETURNING "failedLoginCount" AS "count", "failedLoginWindowStart" AS "windowStart"`;
  return rows[0];
}

export async function clearLoginAttempts(userId: number) {
  await db.user.update({ where: { id: userId }, data: { failedLoginCount: 0, failedLoginWindowStart: null } });
}

export async function bumpSessionVersion(userId: number) {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** Replaces any earlier token: one active reset token per user. */
export async function storeResetToken(userId: number, tokenHash: string, expiry: Date) {
  await db.user.update({ where: { id: userId }, data: { resetToken: tokenHash, resetTokenExpiry: expiry } });
}

/**
 * Sets the new password if the token hash matches an unexpired token of the
 * account with that e-mail, consuming the token in the same statement (single
 * use) and revoking every session. Returns whether it matched.
 */
export async function consumeResetToken(tokenHash: string, email: string, passwordHash: string): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { resetToken: tokenHash, email, resetTokenExpiry: { gt: new Date() } },
    data: {
      password: passwordHash,
      resetToken: null,
      resetTokenExpiry: null,
      sessionVersion: { increment: 1 },
      failedLoginCount: 0,
      failedLoginWindowStart: null,
    },
  });
  return count === 1;
}

export async function deleteUser(userId: number) {
  await db.user.deleteMany({ where: { id: userId } });
}

// Account reads and writes. Secret columns are selected only here.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { currentZoneName } from "@/lib/time/zone";
import type { PublicUser } from "./schema";

export async function findUserForLogin(email: string) {
  return db().user.findUnique({
    where: { email },
    select: { id: true, password: true, sessionVersion: true },
  });
}

/** The account's password hash, to confirm a grave step (deleting the account) with the password. */
export async function findUserForPasswordCheck(id: number) {
  return db().user.findUnique({ where: { id }, select: { id: true, password: true } });
}

export async function findUserByEmail(email: string) {
  return db().user.findUnique({ where: { email }, select: { id: true, email: true } });
}

/** The account as its owner sees it, minus what the server adds (lib/auth/service.ts userView). */
export async function accountOf(id: number): Promise<Omit<PublicUser, "externalAi" | "mailDelivery"> | null> {
  const user = await db().user.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      isPremium: true,
      aiConsent: true,
      timeZone: true,
      emailVerifiedAt: true,
      _count: { select: { dreams: true } },
    },
  });
  if (!user) return null;
  const { _count, timeZone, emailVerifiedAt, ...fields } = user;
  return {
    ...fields,
    timeZone: timeZone && currentZoneName(timeZone),
    dreamCount: _count.dreams,
    emailVerified: emailVerifiedAt !== null,
  };
}

export async function updateSettings(id: number, data: { aiConsent?: boolean; timeZone?: string }) {
  await db().user.updateMany({ where: { id }, data });
}

/** Sets the user's time zone only if they have none yet (a backup's zone, say). */
export async function adoptTimeZone(id: number, timeZone: string) {
  await db().user.updateMany({ where: { id, timeZone: null }, data: { timeZone } });
}

/**
 * The IANA time zone the user's days follow, by its current name (a row may
 * hold an older one: "Europe/Kiev"), or null. `client`: a transaction's, to
 * read inside it.
 */
export async function timeZoneOf(id: number, client?: Prisma.TransactionClient): Promise<string | null> {
  const query = { where: { id }, select: { timeZone: true } } as const;
  const row = await (client ? client.user.findUnique(query) : db().user.findUnique(query));
  return row?.timeZone ? currentZoneName(row.timeZone) : null;
}

export async function createUser(email: string, passwordHash: string) {
  return db().user.create({ data: { email, password: passwordHash }, select: { id: true, sessionVersion: true } });
}

/** The address and whether its owner verified it; null without such an account. */
export async function addressOf(id: number): Promise<{ email: string; verified: boolean } | null> {
  const user = await db().user.findUnique({ where: { id }, select: { email: true, emailVerifiedAt: true } });
  return user && { email: user.email, verified: user.emailVerifiedAt !== null };
}

/** Replaces any earlier verification token: one active per user, only while the address is unverified. Returns false when it is verified. */
export async function storeVerifyToken(userId: number, tokenHash: string, expiry: Date): Promise<boolean> {
  const { count } = await db().user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { emailVerifyToken: tokenHash, emailVerifyTokenExpiry: expiry },
  });
  return count === 1;
}

/** Marks the address verified if the token hash is live, consuming the token in the same statement (single use). */
export async function consumeVerifyToken(tokenHash: string): Promise<boolean> {
  const { count } = await db().user.updateMany({
    where: { emailVerifyToken: tokenHash, emailVerifyTokenExpiry: { gt: new Date() } },
    data: { emailVerifiedAt: new Date(), emailVerifyToken: null, emailVerifyTokenExpiry: null },
  });
  return count === 1;
}

/** Signs the account out everywhere: every session cookie (the version) and every known device. */
export async function signOutEverywhere(userId: number) {
  await db().$transaction([
    db().user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
    db().knownDevice.deleteMany({ where: { userId } }),
  ]);
}

/** The known device with this token hash, if it was issued after `issuedAfter`. */
export async function findDevice(tokenHash: string, issuedAfter: Date) {
  return db().knownDevice.findFirst({
    where: { tokenHash, createdAt: { gt: issuedAfter } },
    select: { id: true, userId: true },
  });
}

/**
 * Stores a device token's hash for the account in place of `replacedHash`
 * (the browser's previous token, whoever's it was: the browser holds one),
 * and forgets the account's devices past the newest `keep` or issued before
 * `issuedAfter`.
 */
export async function storeDevice(
  userId: number,
  tokenHash: string,
  replacedHash: string | null,
  keep: number,
  issuedAfter: Date,
) {
  if (replacedHash) await db().knownDevice.deleteMany({ where: { tokenHash: replacedHash } });
  await db().knownDevice.create({ data: { userId, tokenHash }, select: { id: true } });
  const older = await db().knownDevice.findMany({ where: { userId }, orderBy: { id: "desc" }, skip: keep, select: { id: true } });
  await db().knownDevice.deleteMany({
    where: { userId, OR: [{ id: { in: older.map((device) => device.id) } }, { createdAt: { lte: issuedAfter } }] },
  });
}

/** Replaces any earlier token: one active reset token per user. */
export async function storeResetToken(userId: number, tokenHash: string, expiry: Date) {
  await db().user.update({ where: { id: userId }, data: { resetToken: tokenHash, resetTokenExpiry: expiry } });
}

/** An unexpired token with this hash; with `email`, only if it is that account's. */
const liveResetToken = (tokenHash: string, email: string | undefined) => ({
  resetToken: tokenHash,
  ...(email === undefined ? {} : { email }),
  resetTokenExpiry: { gt: new Date() },
});

/** Whether the token hash belongs to an unexpired token of that account: checked before any hashing. */
export async function resetTokenIsLive(tokenHash: string, email: string | undefined): Promise<boolean> {
  return (await db().user.count({ where: liveResetToken(tokenHash, email) })) === 1;
}

/**
 * Sets the new password if the token hash matches an unexpired token (of the
 * account with that e-mail, when one is given), consuming the token in the same statement (single
 * use) and revoking every session and known device. Returns the account, or null.
 */
export async function consumeResetToken(
  tokenHash: string,
  email: string | undefined,
  passwordHash: string,
): Promise<{ id: number; email: string } | null> {
  return db().$transaction(async (tx) => {
    const [account] = await tx.user.updateManyAndReturn({
      where: liveResetToken(tokenHash, email),
      data: { password: passwordHash, resetToken: null, resetTokenExpiry: null, sessionVersion: { increment: 1 } },
      select: { id: true, email: true },
    });
    if (!account) return null;
    await tx.knownDevice.deleteMany({ where: { userId: account.id } });
    return account;
  });
}

/** The fields a session needs, read on every request. */
export async function sessionUser(id: number) {
  return db().user.findUnique({
    where: { id },
    select: { id: true, email: true, isPremium: true, sessionVersion: true, aiConsent: true },
  });
}

export async function deleteUser(userId: number) {
  // Its dreams go with it; every server's cache lets go of the shared ones (lib/cache/tags.ts).
  await db().user.deleteMany({ where: { id: userId } });
}

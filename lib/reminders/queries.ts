// Reminder settings, one-click unsubscribe tokens, and the one question the
// reminder asks of the journal. Always scoped by the owner.
import "server-only";
import { db, type Prisma } from "@/lib/db";

export interface SettingsRow {
  userId: number;
  enabled: boolean;
  minute: number;
  days: number;
  push: boolean;
  email: boolean;
  locale: string;
  nextAt: Date | null;
  jobId: string | null;
}

const columns = {
  userId: true,
  enabled: true,
  minute: true,
  days: true,
  push: true,
  email: true,
  locale: true,
  nextAt: true,
  jobId: true,
} as const;

export async function settingsOf(userId: number): Promise<SettingsRow | null> {
  return db().reminderSettings.findUnique({ where: { userId }, select: columns });
}

/**
 * The user's row, created with the defaults if missing, locked until `tx`
 * ends: a save and the reminder's own job never plan over each other.
 * Null when the account is gone.
 */
export async function lockSettings(tx: Prisma.TransactionClient, userId: number): Promise<SettingsRow | null> {
  await tx.$executeRaw`
    INSERT INTO "reminder_settings" ("userId") SELECT "id" FROM "users" WHERE "id" = ${userId}
    ON CONFLICT ("userId") DO NOTHING`;
  const [row] = await tx.$queryRaw<SettingsRow[]>`
    SELECT "userId", "enabled", "minute", "days", "push", "email", "locale", "nextAt", "jobId"
    FROM "reminder_settings" WHERE "userId" = ${userId} FOR UPDATE`;
  return row ?? null;
}

export async function updateSettings(
  tx: Prisma.TransactionClient,
  userId: number,
  data: Partial<Omit<SettingsRow, "userId">>,
): Promise<void> {
  await tx.reminderSettings.update({ where: { userId }, data, select: { userId: true } });
}

/** Users whose reminder is on but whose next one is not waiting in the queue (missed, or its job lost). */
export async function unplannedReminders(overdueBefore: Date): Promise<number[]> {
  const [missed, lost] = await Promise.all([
    db().reminderSettings.findMany({
      where: { enabled: true, OR: [{ nextAt: null }, { jobId: null }, { nextAt: { lt: overdueBefore } }] },
      select: { userId: true },
    }),
    db().$queryRaw<{ userId: number }[]>`
      SELECT r."userId" FROM "reminder_settings" r
      WHERE r."enabled" AND r."jobId" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id::text = r."jobId" AND j.state IN ('created', 'retry', 'active'))`,
  ]);
  return [...new Set([...missed, ...lost].map((row) => row.userId))];
}

/** Whether the user wrote a dream at or after `since`. */
export async function wroteDreamSince(userId: number, since: Date): Promise<boolean> {
  return (await db().dream.count({ where: { userId, createdAt: { gte: since } }, take: 1 })) > 0;
}

/** Unsubscribe tokens older than this are forgotten (a mail that old has scrolled away). */
const TOKEN_DAYS = 90;

export async function storeUnsubscribeToken(userId: number, tokenHash: string): Promise<void> {
  await db().$transaction([
    db().reminderUnsubscribe.deleteMany({
      where: { userId, createdAt: { lt: new Date(Date.now() - TOKEN_DAYS * 86_400_000) } },
    }),
    db().reminderUnsubscribe.create({ data: { userId, tokenHash }, select: { tokenHash: true } }),
  ]);
}

/**
 * Spends the token: e-mail reminders off, and every token of the account
 * spent with it (their mails say the same thing). Returns false for an
 * unknown or spent token. Two clicks at once: one wins, the other is refused.
 */
export async function spendUnsubscribeToken(tokenHash: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const [spent] = await tx.$queryRaw<{ userId: number }[]>`
      DELETE FROM "reminder_unsubscribes" WHERE "tokenHash" = ${tokenHash} RETURNING "userId"`;
    if (!spent) return false;
    await tx.reminderUnsubscribe.deleteMany({ where: { userId: spent.userId } });
    await tx.reminderSettings.updateMany({ where: { userId: spent.userId }, data: { email: false } });
    return true;
  });
}

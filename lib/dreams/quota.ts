// The Free plan's daily quotas, per calendar day in UTC, enforced atomically
// in the database: one conditional upsert both checks and counts, so
// concurrent requests can never exceed the limit.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export const FREE_DAILY_DREAMS = 5;
export const FREE_DAILY_PLAYLISTS = 3;

export type QuotaKind = "dream" | "playlist";

/** Seconds until the next UTC midnight, when every daily quota resets. */
export function secondsUntilReset(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Counts one use for today inside the caller's transaction, or throws 429.
 * The row lock taken by the upsert is held until the transaction ends, so if
 * the guarded write fails the use is not counted.
 */
export async function consumeDailyQuota(
  tx: Prisma.TransactionClient,
  userId: number,
  kind: QuotaKind,
  limit: number,
  messageKey: string,
): Promise<void> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "daily_usage" ("userId", "kind", "day", "count")
    VALUES (${userId}, ${kind}, (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("userId", "kind", "day")
    DO UPDATE SET "count" = "daily_usage"."count" + 1
    WHERE "daily_usage"."count" < ${limit}
    RETURNING "count"`;
  if (rows.length === 0) {
    const seconds = secondsUntilReset();
    const minutes = Math.ceil(seconds / 60);
    throw new AppError("quota_exceeded", messageKey, {
      values: { limit, hours: Math.floor(minutes / 60), minutes: minutes % 60 },
      headers: { "Retry-After": String(seconds) },
    });
  }
}

// Daily usage counters for the Free plan's quotas.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Counts one use of `kind` for today (UTC) unless `limit` is already reached,
 * in one conditional upsert: concurrent requests can never exceed the limit.
 * The row lock it takes is held until the caller's transaction ends, so if
 * the guarded write fails the use is not counted. Returns whether it counted.
 */
export async function countUse(tx: Prisma.TransactionClient, userId: number, kind: string, limit: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "daily_usage" ("userId", "kind", "day", "count")
    VALUES (${userId}, ${kind}, (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("userId", "kind", "day")
    DO UPDATE SET "count" = "daily_usage"."count" + 1
    WHERE "daily_usage"."count" < ${limit}
    RETURNING "count"`;
  return rows.length > 0;
}

// Usage counters: the Free plan's per-user daily quotas, and site-wide daily
// allowances (such as calls to the external AI provider).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

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

/**
 * Today's count of `kind`, with its row locked until the caller's transaction
 * ends: a caller that uses a variable amount (an import) reads what is left,
 * does its work and adds what it used, and no concurrent request of the same
 * user can slip in between.
 */
export async function lockUsage(tx: Prisma.TransactionClient, userId: number, kind: string): Promise<number> {
  await tx.$executeRaw`
    INSERT INTO "daily_usage" ("userId", "kind", "day", "count")
    VALUES (${userId}, ${kind}, (now() AT TIME ZONE 'UTC')::date, 0)
    ON CONFLICT ("userId", "kind", "day") DO NOTHING`;
  const [row] = await tx.$queryRaw<{ count: number }[]>`
    SELECT "count" FROM "daily_usage"
    WHERE "userId" = ${userId} AND "kind" = ${kind} AND "day" = (now() AT TIME ZONE 'UTC')::date
    FOR UPDATE`;
  return row?.count ?? 0;
}

/** Today's count of `kind`, without a lock (0 when nothing was counted yet). */
export async function usageToday(userId: number, kind: string): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`
    SELECT "count" FROM "daily_usage"
    WHERE "userId" = ${userId} AND "kind" = ${kind} AND "day" = (now() AT TIME ZONE 'UTC')::date`;
  return row?.count ?? 0;
}

export async function addUsage(tx: Prisma.TransactionClient, userId: number, kind: string, amount: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "daily_usage" SET "count" = "count" + ${amount}
    WHERE "userId" = ${userId} AND "kind" = ${kind} AND "day" = (now() AT TIME ZONE 'UTC')::date`;
}

/** Counts one use of a site-wide allowance for today (UTC) unless `limit` is reached; returns whether it counted. */
export async function countSiteUse(kind: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO "site_usage" ("kind", "day", "count")
    VALUES (${kind}, (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("kind", "day")
    DO UPDATE SET "count" = "site_usage"."count" + 1
    WHERE "site_usage"."count" < ${limit}
    RETURNING "count"`;
  return rows.length > 0;
}

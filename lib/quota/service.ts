// The Free plan's daily quotas (PRODUCT.md), per calendar day in UTC,
// enforced atomically in the database. Premium has none; deleting does not
// refund.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ErrorKey } from "@/lib/i18n/messages";
import { countUse } from "./queries";

export const DAILY_LIMITS = {
  dream: 5,
  /** Fresh interpretations asked for (POST /api/dreams/{id}/interpret). */
  interpretation: 3,
  playlist: 3,
} as const;
export type QuotaKind = keyof typeof DAILY_LIMITS;

const REFUSALS: Record<QuotaKind, ErrorKey> = {
  dream: "dreamQuotaExceeded",
  interpretation: "interpretationQuotaExceeded",
  playlist: "playlistQuotaExceeded",
};

/** Seconds until the next UTC midnight, when every daily quota resets. */
export function secondsUntilReset(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Counts one use for today inside the caller's transaction, or throws 429 saying when the quota resets. */
export async function consumeDailyQuota(tx: Prisma.TransactionClient, userId: number, kind: QuotaKind): Promise<void> {
  const limit = DAILY_LIMITS[kind];
  if (await countUse(tx, userId, kind, limit)) return;
  const seconds = secondsUntilReset();
  const minutes = Math.ceil(seconds / 60);
  throw new AppError("quota_exceeded", REFUSALS[kind], {
    values: { limit, hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    headers: { "Retry-After": String(seconds) },
  });
}

// The Free plan's daily quotas (PRODUCT.md), per calendar day in UTC,
// enforced atomically in the database, and the site's own daily allowances.
// Premium has no per-user quota; deleting does not refund.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ErrorKey } from "@/lib/i18n/messages";
import { countSiteUse, countUse } from "./queries";

export const DAILY_LIMITS = {
  dream: 5,
  /**
   * Fresh interpretations: asked for (POST /api/dreams/{id}/interpret), or
   * written because an edit changed the dream. A new dream's first
   * interpretation comes with it and is not counted here.
   */
  interpretation: 3,
  playlist: 3,
  /** Dreams restored from backups: history comes back over a few days, never 20,000 at once. */
  import: 200,
} as const;
export type QuotaKind = keyof typeof DAILY_LIMITS;

const REFUSALS: Record<Exclude<QuotaKind, "import">, ErrorKey> = {
  dream: "dreamQuotaExceeded",
  interpretation: "interpretationQuotaExceeded",
  playlist: "playlistQuotaExceeded",
};

/** Seconds until the next UTC midnight, when every daily quota resets. */
export function secondsUntilReset(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Hours and minutes until the reset, as the refusal messages say them. */
export function untilReset(): { hours: number; minutes: number; seconds: number } {
  const seconds = secondsUntilReset();
  const minutes = Math.ceil(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds };
}

/** Counts one use for today inside the caller's transaction, or throws 429 saying when the quota resets. */
export async function consumeDailyQuota(
  tx: Prisma.TransactionClient,
  userId: number,
  kind: Exclude<QuotaKind, "import">,
): Promise<void> {
  const limit = DAILY_LIMITS[kind];
  if (await countUse(tx, userId, kind, limit)) return;
  const { hours, minutes, seconds } = untilReset();
  throw new AppError("quota_exceeded", REFUSALS[kind], {
    values: { limit, hours, minutes },
    headers: { "Retry-After": String(seconds) },
  });
}

/** Counts one use for today if the quota allows it; false (nothing counted) when it is spent. */
export const tryDailyQuota = (tx: Prisma.TransactionClient, userId: number, kind: Exclude<QuotaKind, "import">) =>
  countUse(tx, userId, kind, DAILY_LIMITS[kind]);

/** One call to the external AI provider, counted against AI_DAILY_LIMIT; false when the site's allowance is spent. */
export const takeSiteAiCall = (): Promise<boolean> => countSiteUse("ai", env.AI_DAILY_LIMIT);

// The Free plan's daily quotas (docs/product.md, "Free plan quotas"), per calendar day in UTC,
// enforced atomically in the database, and the site's own daily allowances.
// Premium has no per-user quota; deleting does not refund. A refusal says
// when the quota resets in the user's own time zone: the day stays UTC's for
// everyone, so a user far from UTC sees it reset at 02:00 or 19:00.
import "server-only";
import { timeZoneOf } from "@/lib/auth/queries";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ErrorKey } from "@/lib/i18n/messages";
import { countSiteUse, countUse, usageToday } from "./queries";

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

const REFUSALS: Record<QuotaKind, ErrorKey> = {
  dream: "dreamQuotaExceeded",
  interpretation: "interpretationQuotaExceeded",
  playlist: "playlistQuotaExceeded",
  import: "importQuotaExceeded",
};

/** The next UTC midnight, when every daily quota resets. */
export function nextReset(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Seconds until the next UTC midnight, when every daily quota resets. */
export function secondsUntilReset(now = new Date()): number {
  return Math.max(1, Math.ceil((nextReset(now).getTime() - now.getTime()) / 1000));
}

/** Hours and minutes until the reset, as the refusal messages say them. */
export function untilReset(now = new Date()): { hours: number; minutes: number; seconds: number } {
  const seconds = secondsUntilReset(now);
  const minutes = Math.ceil(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds };
}

/** Counts one use for today inside the caller's transaction, or throws 429 saying when the quota resets. */
export async function consumeDailyQuota(
  tx: Prisma.TransactionClient,
  userId: number,
  kind: Exclude<QuotaKind, "import">,
): Promise<void> {
  if (await countUse(tx, userId, kind, DAILY_LIMITS[kind])) return;
  throw await quotaExceeded(kind, userId, tx);
}

/**
 * Throws the quota's 429 when today's allowance of `kind` is already spent,
 * counting nothing: for work worth refusing before it starts (an import's
 * upload), whose use is counted exactly later, under a lock.
 */
export async function refuseIfSpent(userId: number, kind: QuotaKind): Promise<void> {
  if ((await usageToday(userId, kind)) >= DAILY_LIMITS[kind]) throw await quotaExceeded(kind, userId);
}

/**
 * 429 in the user's language, saying when the quota resets: the time on the
 * user's clock (`clock` "own") or, while their zone is unknown, midnight UTC
 * (`clock` "utc"), and how long until then. `client`: the transaction the
 * refused use ran in, still open.
 */
async function quotaExceeded(kind: QuotaKind, userId: number, client?: Prisma.TransactionClient): Promise<AppError> {
  const now = new Date();
  const { hours, minutes, seconds } = untilReset(now);
  const zone = await timeZoneOf(userId, client);
  return new AppError("quota_exceeded", REFUSALS[kind], {
    values: { limit: DAILY_LIMITS[kind], hours, minutes, time: nextReset(now), clock: zone ? "own" : "utc" },
    ...(zone ? { timeZone: zone } : {}),
    headers: { "Retry-After": String(seconds) },
  });
}

/** Today's quota of `kind`: its limit, what is left of it, and when it starts again (the next midnight UTC). */
export async function dailyAllowance(
  userId: number,
  kind: QuotaKind,
): Promise<{ limit: number; left: number; resetsAt: string }> {
  const limit = DAILY_LIMITS[kind];
  const used = await usageToday(userId, kind);
  return { limit, left: Math.max(0, limit - used), resetsAt: nextReset().toISOString() };
}

/** Counts one use for today if the quota allows it; false (nothing counted) when it is spent. */
export const tryDailyQuota = (tx: Prisma.TransactionClient, userId: number, kind: Exclude<QuotaKind, "import">) =>
  countUse(tx, userId, kind, DAILY_LIMITS[kind]);

/** One call to the external AI provider, counted against AI_DAILY_LIMIT; false when the site's allowance is spent. */
export const takeSiteAiCall = (): Promise<boolean> => countSiteUse("ai", env.AI_DAILY_LIMIT);

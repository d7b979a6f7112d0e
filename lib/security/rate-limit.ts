// Rate limits on what anonymous clients can make the server do (bcrypt, mail,
// imports), with rate-limiter-flexible. On PostgreSQL the counters live in the
// "rate_limits" table, so every server process shares them; one SQL upsert
// counts atomically. On PGlite (one process by construction) they live in
// memory. If PostgreSQL is unreachable, an in-memory limiter stands in.
import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors/app-error";
import { postgresPool } from "@/lib/db";
import type { ErrorKey } from "@/lib/i18n/messages";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** points per duration (seconds), per key. */
export const LIMITS = {
  /** Sign-in attempts per client address. */
  login: { points: 30, duration: 15 * MINUTE },
  /** Wrong passwords per e-mail address (with an account or not) and client address: the owner elsewhere is not locked out. */
  loginFailuresClient: { points: 10, duration: 15 * MINUTE },
  /** Wrong passwords per e-mail address from everywhere: a slow, distributed guess still stops (the owner's known browsers excepted). */
  loginFailuresAccount: { points: 100, duration: 15 * MINUTE },
  /** Passwords tried to confirm deleting an account, per account and device: sign-in's lockout never blocks it. */
  deletePassword: { points: 10, duration: 15 * MINUTE },
  register: { points: 10, duration: HOUR },
  /** Reset links asked for, per client address… */
  resetRequest: { points: 10, duration: HOUR },
  /** …and per target address: no mail bombing, no invalidating someone's link over and over. */
  resetRequestTarget: { points: 3, duration: HOUR },
  reset: { points: 20, duration: HOUR },
  /** Verification links sent again, per user. */
  verificationMail: { points: 3, duration: HOUR },
  /** Verification tokens tried, per client address. */
  verificationConfirm: { points: 20, duration: HOUR },
  /** Test reminders per user: each may be a mail. */
  reminderTest: { points: 10, duration: HOUR },
  /** One-click unsubscribes tried, per client address (mail providers post them from a few addresses). */
  unsubscribe: { points: 120, duration: HOUR },
  /** Backup imports per user. */
  import: { points: 10, duration: HOUR },
  /** Combined analyses per user: each may be a paid request to the AI provider. */
  analyze: { points: 30, duration: HOUR },
  /** Playlist suggestions per user: each may be several requests to Spotify. */
  suggest: { points: 60, duration: HOUR },
} as const;

export type LimitName = keyof typeof LIMITS;

const TABLE = "rate_limits";
const limiters = new Map<LimitName, RateLimiterAbstract>();

function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    const options = { keyPrefix: name, ...LIMITS[name] };
    const pool = postgresPool();
    found = pool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          storeType: "pool",
          tableName: TABLE,
          tableCreated: true, // by a migration
          clearExpiredByTimeout: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(name, found);
  }
  return found;
}

/** Limits on passwords say so; the rest say "too many attempts". */
const REFUSALS: Partial<Record<LimitName, ErrorKey>> = {
  loginFailuresClient: "tooManyLoginAttempts",
  loginFailuresAccount: "tooManyLoginAttempts",
  deletePassword: "tooManyPasswordAttempts",
};

function tooMany(name: LimitName, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("too_many_requests", REFUSALS[name] ?? "rateLimited", {
    values: { minutes: Math.ceil(seconds / 60) },
    headers: { "Retry-After": String(seconds) },
  });
}

/** Counts one use of `name` for `key`, or throws 429 with Retry-After once the budget is spent. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(name, rejection.msBeforeNext);
    throw rejection;
  }
}

/** Forgets what `key` has used of `name` (a successful sign-in clears its failures). */
export async function forget(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

// Dream signs over time, for the trends page: how often each tag the user
// marked as a dream sign recurs within a range of months (in their time zone)
// and in the whole journal.
import "server-only";
import { timeZoneOf } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zone";
import { instant } from "./queries";

export interface SignCount {
  name: string;
  /** Dreams carrying the sign within the range. */
  period: number;
  /** Dreams carrying it at all. */
  total: number;
}

/**
 * The user's dream signs with their dreams from the first day of `from` to
 * the last of `to` ("YYYY-MM", both included), most recurring first. Reads
 * only the signs' own links (dream_tags by tag, then each dream by id).
 */
export async function signCounts(userId: number, from: string, to: string): Promise<SignCount[]> {
  const zone = (await timeZoneOf(userId)) ?? DEFAULT_TIME_ZONE;
  const starts = instant(Prisma.sql`${`${from}-01`}::timestamp`, zone);
  const ends = instant(Prisma.sql`${`${to}-01`}::timestamp + interval '1 month'`, zone);
  return db().$queryRaw<SignCount[]>`
    SELECT t."name",
           (count(d."id") FILTER (WHERE d."createdAt" >= ${starts} AND d."createdAt" < ${ends}))::int AS "period",
           count(d."id")::int AS "total"
    FROM "tags" t
    LEFT JOIN "dream_tags" dt ON dt."tagId" = t."id"
    LEFT JOIN "dreams" d ON d."id" = dt."dreamId"
    WHERE t."userId" = ${userId} AND t."dreamSign"
    GROUP BY t."id"
    ORDER BY "period" DESC, "total" DESC, t."key"`;
}

// The data the journal's first render needs, under the SWR keys the browser
// would fetch it with (lib/swr/use-dreams.ts).
import "server-only";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { dreamHealth } from "@/lib/health/service";
import { dreamPageKey, HEALTH_KEY } from "@/lib/swr/keys";
import type { JournalQuery } from "./journal-query";
import { PAGE_SIZE } from "./schema";
import { listDreamPage } from "./service";

/** Empty when the database is away: the browser then loads (and reports) it itself. */
export async function firstRender(userId: number, query: JournalQuery): Promise<Record<string, unknown>> {
  try {
    const [page, health] = await Promise.all([listDreamPage(userId, { ...query, limit: PAGE_SIZE }), dreamHealth(userId)]);
    return { [dreamPageKey(query)]: { ...page, requested: query.page }, [HEALTH_KEY]: health };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

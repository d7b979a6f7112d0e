// The data the journal's first render needs, under the SWR keys the browser
// would fetch it with (lib/swr/use-dreams.ts, lib/swr/use-tags.ts): the page
// the address asks for (its filters included), Dream Health, and the user's
// tags for the tag filter.
import "server-only";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { dreamHealth } from "@/lib/health/service";
import { dreamPageKey, HEALTH_KEY, TAGS_KEY } from "@/lib/swr/keys";
import { listTags } from "@/lib/tags/service";
import type { JournalQuery } from "./journal-query";
import { PAGE_SIZE } from "./schema";
import { listDreamPage } from "./service";

/** Empty when the database is away: the browser then loads (and reports) it itself. */
export async function firstRender(userId: number, query: JournalQuery): Promise<Record<string, unknown>> {
  try {
    const [page, health, tags] = await Promise.all([
      listDreamPage(userId, { ...query, limit: PAGE_SIZE }),
      dreamHealth(userId),
      listTags(userId),
    ]);
    return { [dreamPageKey(query)]: { ...page, requested: query.page }, [HEALTH_KEY]: health, [TAGS_KEY]: tags };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

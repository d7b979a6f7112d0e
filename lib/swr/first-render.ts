// The data a page's first render needs, under the SWR keys the browser would
// fetch it with (lib/swr/use-dreams.ts, lib/swr/use-tags.ts). The journal: the
// page the address asks for (its filters included), Dream Health, the user's
// tags for the tag filter, and how many dreams wait for an interpretation. A
// dream's page: the user's tags (which of its tags are dream signs).
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { dreamHealth } from "@/lib/health/service";
import { dreamPageKey, HEALTH_KEY, TAGS_KEY, UNINTERPRETED_KEY } from "./keys";
import { listTags } from "@/lib/tags/service";
import { interpretationBacklog } from "@/lib/dreams/interpretation";
import type { JournalQuery } from "@/lib/dreams/journal-query";
import { PAGE_SIZE } from "@/lib/domain/journal";
import { listDreamPage } from "@/lib/dreams/service";

/** Empty when the database is away: the browser then loads (and reports) it itself. */
export async function firstRender(
  user: Pick<SessionUser, "id" | "isPremium">,
  query: JournalQuery,
): Promise<Record<string, unknown>> {
  try {
    const [page, health, tags, backlog] = await Promise.all([
      listDreamPage(user.id, { ...query, limit: PAGE_SIZE }),
      dreamHealth(user.id),
      listTags(user.id),
      interpretationBacklog(user),
    ]);
    return {
      [dreamPageKey(query)]: { ...page, requested: query.page },
      [HEALTH_KEY]: health,
      [TAGS_KEY]: tags,
      [UNINTERPRETED_KEY]: backlog,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

/** The tags a dream's page shows as dream signs; empty when the database is away, as above. */
export async function dreamPageFirstRender(user: Pick<SessionUser, "id">): Promise<Record<string, unknown>> {
  try {
    return { [TAGS_KEY]: await listTags(user.id) };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

// How proxy.ts reaches Next's page not found (app/not-found.tsx) and tells it
// what to say: an address no page has, and the kind of thing that was not found.
import type { NotFoundKind } from "./page-route";

/** No page lives here: Next answers it with app/not-found.tsx, status 404. */
export const NOT_FOUND_PATH = "/_dreamscape/not-found";
/** The kind of page not found (lib/routing/page-route.ts, NotFoundKind), set by proxy.ts on every such request. */
export const NOT_FOUND_HEADER = "x-dreamscape-not-found";

export function notFoundKind(value: string | null): NotFoundKind {
  return value === "shared-dream" || value === "dream" ? value : "page";
}

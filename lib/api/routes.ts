// The methods each API address answers, one entry per app/api/**/route.ts
// (tests/integration/http-boundary.test.ts checks every route file against
// it). Route handlers refuse the other usual methods themselves
// (methodNotAllowed in ./handler.ts); this table serves the requests Next never
// hands to a route handler at all, such as PROPFIND or TRACE, which
// scripts/server.ts answers with the same 405 and the same Allow
// (lib/routing/methods.ts). Pure: the server script imports it outside Next.

export const API_ROUTES = {
  "/api/dreams": ["GET", "POST"],
  "/api/dreams/[id]": ["GET", "PATCH", "DELETE"],
  "/api/dreams/[id]/interpret": ["POST"],
  "/api/dreams/[id]/share": ["POST", "DELETE"],
  "/api/dreams/analyses": ["GET"],
  "/api/dreams/analyses/[id]": ["GET", "DELETE"],
  "/api/dreams/analyze": ["POST"],
  "/api/dreams/export": ["GET"],
  "/api/dreams/health": ["GET"],
  "/api/dreams/import": ["POST"],
  "/api/dreams/share/[shareId]": ["GET"],
  "/api/dreams/uninterpreted": ["GET"],
  "/api/health": ["GET"],
  "/api/health/live": ["GET"],
  "/api/login": ["POST"],
  "/api/logout": ["POST"],
  "/api/password/reset": ["POST"],
  "/api/password/reset-request": ["POST"],
  "/api/playlists": ["GET", "POST"],
  "/api/playlists/[id]": ["DELETE"],
  "/api/playlists/suggest": ["POST"],
  "/api/push/key": ["GET"],
  "/api/push/subscriptions": ["GET", "POST", "DELETE"],
  "/api/register": ["POST"],
  "/api/reminders": ["GET", "PUT"],
  "/api/reminders/test": ["POST"],
  "/api/reminders/unsubscribe": ["POST"],
  "/api/stats/calendar": ["GET"],
  "/api/stats/trends": ["GET"],
  "/api/stripe/webhook": ["POST"],
  "/api/subscribe/activate": ["POST"],
  "/api/subscribe/create-checkout": ["POST"],
  "/api/subscribe/downgrade": ["POST"],
  "/api/subscribe/portal": ["POST"],
  "/api/subscribe/status": ["GET"],
  "/api/subscribe/test-checkout/[sessionId]/pay": ["POST"],
  "/api/tags": ["GET"],
  "/api/tags/[name]": ["PATCH"],
  "/api/user": ["GET", "PATCH", "DELETE"],
  "/api/user/verification": ["POST"],
  "/api/user/verification/confirm": ["POST"],
} as const satisfies Record<string, readonly string[]>;

export type ApiRoute = keyof typeof API_ROUTES;

/** The Allow header of a 405: the methods the address answers, and OPTIONS. */
export const allowHeader = (methods: readonly string[]): string => [...methods, "OPTIONS"].join(", ");

/**
 * Health probes (readiness and liveness) answer GET and HEAD and nothing
 * else, not even OPTIONS: there is nothing to negotiate with a probe.
 */
export const PROBE_ROUTES: ReadonlySet<ApiRoute> = new Set<ApiRoute>(["/api/health", "/api/health/live"]);
export const PROBE_ALLOW = "GET, HEAD";

/** The Allow header of a 405 at this address. */
export const allowOf = (route: ApiRoute): string => (PROBE_ROUTES.has(route) ? PROBE_ALLOW : allowHeader(API_ROUTES[route]));

const isDynamic = (segment: string) => segment.startsWith("[") && segment.endsWith("]");

/** The route file that answers `pathname` ("/api/dreams/7" → "/api/dreams/[id]"); null for an unknown address. */
export function apiRouteOf(pathname: string): ApiRoute | null {
  const segments = pathname.replace(/\/+$/, "").split("/");
  let best: { route: ApiRoute; rank: string } | null = null;
  for (const route of Object.keys(API_ROUTES) as ApiRoute[]) {
    const pattern = route.split("/");
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => (isDynamic(part) ? segments[i] !== "" : part === segments[i]))) continue;
    // As Next decides: from the left, a named segment ("share") wins over a dynamic one ("[id]").
    const rank = pattern.map((part) => (isDynamic(part) ? "1" : "0")).join("");
    if (!best || rank < best.rank) best = { route, rank };
  }
  return best?.route ?? null;
}

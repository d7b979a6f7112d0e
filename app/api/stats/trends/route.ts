import { methodNotAllowed, route } from "@/lib/api/handler";
import { trends } from "@/lib/stats/service";
import { trendsQuerySchema } from "@/lib/stats/schema";

// GET /api/stats/trends?from=YYYY-MM&to=YYYY-MM – per month of the caller's time zone (both ends included, at most
// 120; by default the last 12, or those since the first dream in a younger journal):
// { months: [{ month, total, lucid, moods, symbols: [{ name, count }], health }] }
export const GET = route({ query: trendsQuerySchema }, ({ user, query, locale }) => trends(user.id, query, locale));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

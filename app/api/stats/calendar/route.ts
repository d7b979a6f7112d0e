import { methodNotAllowed, route } from "@/lib/api/handler";
import { calendar } from "@/lib/stats/service";
import { calendarQuerySchema } from "@/lib/stats/schema";

// GET /api/stats/calendar?year=YYYY – dreams per day of the year in the caller's time zone (the current year by
// default), with the current and the longest streak of consecutive days: { days: [{ date, count }], currentStreak, longestStreak }
export const GET = route({ query: calendarQuerySchema }, ({ user, query }) => calendar(user.id, query));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

import { methodNotAllowed, route } from "@/lib/api/handler";
import { healthAggregates } from "@/lib/health/queries";
import { healthScore } from "@/lib/health/score";

// GET /api/dreams/health – the Dream Health score, computed from database aggregates
export const GET = route({}, async ({ user }) => {
  const aggregates = await healthAggregates(user.id);
  return { ...healthScore(aggregates), totalDreams: aggregates.totalDreams, topMood: aggregates.topMood };
});

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

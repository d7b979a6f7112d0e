import { methodNotAllowed, route } from "@/lib/api/handler";
import { dreamHealth } from "@/lib/health/service";

// GET /api/dreams/health – the Dream Health score, computed from database aggregates
export const GET = route({}, ({ user }) => dreamHealth(user.id));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

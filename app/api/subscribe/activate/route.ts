import { methodNotAllowed, route } from "@/lib/api/handler";
import { activateRequestSchema } from "@/lib/billing/schema";
import { activate } from "@/lib/billing/service";

// POST /api/subscribe/activate – { sessionId } → { isPremium: true } only for a paid checkout of the caller's own
export const POST = route({ body: activateRequestSchema }, ({ user, body }) => activate(user, body.sessionId));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

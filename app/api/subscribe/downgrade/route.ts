import { methodNotAllowed, route } from "@/lib/api/handler";
import { downgrade } from "@/lib/billing/service";

// POST /api/subscribe/downgrade – cancels the subscription at once → { isPremium: false }
export const POST = route({}, ({ user }) => downgrade(user));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

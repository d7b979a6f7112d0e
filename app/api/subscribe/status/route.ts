import { methodNotAllowed, route } from "@/lib/api/handler";
import { subscriptionOverview } from "@/lib/billing/overview";

// GET /api/subscribe/status – the caller's plan: Free or Premium, how it stands, when it renews or ends, and whether the Customer Portal is there
export const GET = route({}, ({ user }) => subscriptionOverview(user));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

import { methodNotAllowed, route } from "@/lib/api/handler";
import { portal } from "@/lib/billing/service";

// POST /api/subscribe/portal – { url } of Stripe's Customer Portal (cards, invoices) for a Stripe subscriber
export const POST = route({}, ({ user }) => portal(user));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

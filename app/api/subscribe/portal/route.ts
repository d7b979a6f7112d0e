import { methodNotAllowed, route } from "@/lib/api/handler";
import { portalRequestSchema } from "@/lib/billing/schema";
import { portal } from "@/lib/billing/service";

// POST /api/subscribe/portal – optional { returnTo: "/pricing" | "/profile" } → { url } of Stripe's Customer Portal (cards, invoices) for a Stripe subscriber
export const POST = route({ body: portalRequestSchema }, ({ user, body }) => portal(user, body?.returnTo));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

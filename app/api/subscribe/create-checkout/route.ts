import { methodNotAllowed, route } from "@/lib/api/handler";
import { startCheckout } from "@/lib/billing/service";

// POST /api/subscribe/create-checkout – { sessionId, url, provider }: the browser goes to `url` (Stripe Checkout or the local test checkout)
export const POST = route({}, ({ user, locale }) => startCheckout(user, locale));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

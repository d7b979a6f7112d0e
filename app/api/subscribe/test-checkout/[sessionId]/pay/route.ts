import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { payTestCheckout } from "@/lib/billing/service";

const params = z.object({ sessionId: z.string() });

// POST /api/subscribe/test-checkout/[sessionId]/pay – the local test checkout's pay button (no Stripe keys only) → { url } of the success page
export const POST = route({ params }, ({ user, params }) => payTestCheckout(user, params.sessionId));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

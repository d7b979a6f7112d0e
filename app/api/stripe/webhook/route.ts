import { methodNotAllowed, route } from "@/lib/api/handler";
import { readRawBody } from "@/lib/api/body";
import { handleWebhook } from "@/lib/billing/webhooks";

/** Stripe's events are a few kilobytes; this leaves ample room. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

// POST /api/stripe/webhook – Stripe's signed events (no session; the signature on the raw body is the check)
export const POST = route({ auth: false, sameOriginWrites: false }, async ({ req }) =>
  handleWebhook(await readRawBody(req, WEBHOOK_MAX_BYTES), req.headers.get("stripe-signature")),
);

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

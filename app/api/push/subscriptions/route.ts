import { NextResponse } from "next/server";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/push/schema";
import { subscribe, subscriptions, unsubscribe } from "@/lib/push/service";

// GET /api/push/subscriptions – the caller's browsers that get push messages, newest first
export const GET = route({}, ({ user }) => subscriptions(user.id));

// POST /api/push/subscriptions – a browser's PushSubscription JSON ({ endpoint, keys: { p256dh, auth } }): 201; only public https endpoints
export const POST = route({ body: pushSubscriptionSchema }, async ({ user, body }) =>
  NextResponse.json(await subscribe(user.id, body), { status: 201 }),
);

// DELETE /api/push/subscriptions – { endpoint }: this browser gets no more push messages (204)
export const DELETE = route({ body: pushUnsubscribeSchema }, async ({ user, body }) => {
  await unsubscribe(user.id, body.endpoint);
  return new Response(null, { status: 204 });
});

const notAllowed = methodNotAllowed("GET", "POST", "DELETE");
export { notAllowed as PUT, notAllowed as PATCH };

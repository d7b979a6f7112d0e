// Web Push schemas, shared by the browser (lib/client/schemas.ts) and the route
// handlers. A subscription is what the browser's PushSubscription.toJSON()
// gives: the push service's endpoint and the keys its messages are encrypted for.
import * as z from "zod/mini";

export const ENDPOINT_MAX = 2048;

/** base64url of exactly `bytes` bytes (padding allowed, as some browsers send it). */
const keyOf = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  const pattern = new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`);
  return z.string({ error: "pushKeysInvalid" }).check(z.regex(pattern, { error: "pushKeysInvalid" }));
};

export const pushEndpointSchema = z.string({ error: "pushEndpointInvalid" }).check(
  z.maxLength(ENDPOINT_MAX, { error: "pushEndpointTooLong" }),
  z.refine((value) => URL.canParse(value), { error: "pushEndpointInvalid" }),
);

/** POST /api/push/subscriptions: PushSubscription.toJSON() (expirationTime and other extras are ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed: 65 bytes. */
      p256dh: keyOf(65),
      /** The authentication secret: 16 bytes. */
      auth: keyOf(16),
    },
    { error: "pushKeysInvalid" },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: pushEndpointSchema });

/** GET /api/push/key. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** GET /api/push/subscriptions: the caller's, newest first (the keys stay on the server). */
export const pushSubscriptionListSchema = z.array(z.object({ id: z.int(), endpoint: z.string(), createdAt: z.string() }));
export type PushSubscriptionList = z.output<typeof pushSubscriptionListSchema>;

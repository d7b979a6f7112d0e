import { methodNotAllowed, route } from "@/lib/api/handler";
import { pushPublicKey } from "@/lib/push/service";

// GET /api/push/key – this server's VAPID public key, which browsers subscribe with (503 when push is off)
export const GET = route({}, () => pushPublicKey());

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

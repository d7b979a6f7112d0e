import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { interpretAgain } from "@/lib/dreams/service";

const params = z.object({ id: z.string() });

// POST /api/dreams/[id]/interpret – a fresh interpretation in the caller's language (Free plan: 3 per UTC day)
export const POST = route({ params }, ({ user, params, locale }) => interpretAgain(user, params.id, locale));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

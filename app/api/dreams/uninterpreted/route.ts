import { methodNotAllowed, route } from "@/lib/api/handler";
import { interpretationBacklog } from "@/lib/dreams/interpretation";

// GET /api/dreams/uninterpreted – { waiting, allowance: { limit, left, resetsAt } | null }: the caller's dreams without an
// interpretation, and the fresh interpretations their plan still allows today (null: Premium, no cap)
export const GET = route({}, ({ user }) => interpretationBacklog(user));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

import { methodNotAllowed, route } from "@/lib/api/handler";
import { listTags } from "@/lib/tags/service";

// GET /api/tags – the caller's tags as [{ name, count, dreamSign }], most used first (dream signs even when unused)
export const GET = route({}, ({ user }) => listTags(user.id));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

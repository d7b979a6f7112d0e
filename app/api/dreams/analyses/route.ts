import { methodNotAllowed, route } from "@/lib/api/handler";
import { listAnalyses } from "@/lib/analyses/service";

// GET /api/dreams/analyses – the caller's analyses, newest first
export const GET = route({}, ({ user }) => listAnalyses(user.id));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

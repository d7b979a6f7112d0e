import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { getAnalysis, removeAnalysis } from "@/lib/analyses/service";

const params = z.object({ id: z.string() });

// GET /api/dreams/analyses/[id] – one of the caller's analyses, with its dreams' titles
export const GET = route({ params }, ({ user, params }) => getAnalysis(user.id, params.id));

// DELETE /api/dreams/analyses/[id] – remove one of the caller's analyses
export const DELETE = route({ params }, async ({ user, params }) => {
  await removeAnalysis(user.id, params.id);
  return { ok: true };
});

const notAllowed = methodNotAllowed("GET", "DELETE");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH };

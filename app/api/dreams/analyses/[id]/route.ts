import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { removeAnalysis } from "@/lib/analyses/service";

const params = z.object({ id: z.string() });

// DELETE /api/dreams/analyses/[id] – remove one of the caller's analyses
export const DELETE = route({ params }, async ({ user, params }) => {
  await removeAnalysis(user.id, params.id);
  return { ok: true };
});

const notAllowed = methodNotAllowed("DELETE");
export { notAllowed as GET, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH };

import { methodNotAllowed, route } from "@/lib/api/handler";
import { removeDream } from "@/lib/dreams/service";
import { z } from "zod";

// DELETE /api/dreams/[id] – delete one of the caller's dreams
export const DELETE = route({ params: z.object({ id: z.string() }) }, async ({ user, params }) => {
  await removeDream(user.id, params.id);
  return { ok: true };
});

const notAllowed = methodNotAllowed("DELETE");
export { notAllowed as GET, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH };

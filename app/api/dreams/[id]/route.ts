import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { dreamUpdateSchema } from "@/lib/dreams/schema";
import { editDream, getDream, removeDream } from "@/lib/dreams/service";

const params = z.object({ id: z.string() });

// GET /api/dreams/[id] – one of the caller's dreams
export const GET = route({ params }, ({ user, params }) => getDream(user.id, params.id));

// PATCH /api/dreams/[id] – change title, content or mood of one of the caller's dreams (it is interpreted afresh)
export const PATCH = route({ params, body: dreamUpdateSchema }, ({ user, params, body, locale }) =>
  editDream(user, params.id, body, locale),
);

// DELETE /api/dreams/[id] – delete one of the caller's dreams
export const DELETE = route({ params }, async ({ user, params }) => {
  await removeDream(user.id, params.id);
  return { ok: true };
});

const notAllowed = methodNotAllowed("GET", "PATCH", "DELETE");
export { notAllowed as POST, notAllowed as PUT };

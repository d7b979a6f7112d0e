import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { shareDream, unshareDream } from "@/lib/share/service";

const params = z.object({ id: z.string() });

// POST /api/dreams/[id]/share – the dream's public link ({shareId, url}); asking again returns the same one
export const POST = route({ params }, ({ user, params }) => shareDream(user.id, params.id));

// DELETE /api/dreams/[id]/share – stop sharing: the link answers 404 at once
export const DELETE = route({ params }, ({ user, params }) => unshareDream(user.id, params.id));

const notAllowed = methodNotAllowed("POST", "DELETE");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH };

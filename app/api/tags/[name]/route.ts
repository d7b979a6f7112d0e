import * as z from "zod/mini";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { tagUpdateSchema } from "@/lib/tags/schema";
import { changeTag } from "@/lib/tags/service";

const params = z.object({ name: z.string().check(z.maxLength(256)) });

// PATCH /api/tags/{name} – { name?, dreamSign? }: rename the tag on every dream (merging into an existing tag of the new
// name) and/or mark it as a dream sign; another user's or an unknown tag → 404
export const PATCH = route({ params, body: tagUpdateSchema }, ({ user, params, body }) => changeTag(user.id, params.name, body));

const notAllowed = methodNotAllowed("PATCH");
export { notAllowed as GET, notAllowed as POST, notAllowed as PUT, notAllowed as DELETE };

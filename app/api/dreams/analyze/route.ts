import { methodNotAllowed, route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { analyzeRequestSchema } from "@/lib/analyses/schema";
import { analyzeDreams } from "@/lib/analyses/service";

// POST /api/dreams/analyze – { dreamIds }: a combined analysis of 2–20 of the caller's dreams (Premium)
export const POST = route({ body: analyzeRequestSchema }, async ({ user, body, locale }) =>
  json(await analyzeDreams(user, body.dreamIds, locale), 201),
);

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

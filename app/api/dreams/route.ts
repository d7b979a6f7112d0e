import { methodNotAllowed, route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { dreamInputSchema, listQuerySchema, PAGE_SIZE } from "@/lib/dreams/schema";
import { listAllDreams, listDreamPage, recordDream } from "@/lib/dreams/service";

// GET /api/dreams – the caller's dreams, newest first; ?page=&limit= for one page (totals in headers),
// narrowed by ?q= (words in title or content, any language, case and accents ignored) and ?mood=
export const GET = route({ query: listQuerySchema }, async ({ user, query }) => {
  if (query.page === undefined && query.limit === undefined && !query.q && !query.mood) return listAllDreams(user.id);
  const result = await listDreamPage(user.id, { ...query, page: query.page ?? 1, limit: query.limit ?? PAGE_SIZE });
  return json(result.dreams, 200, {
    "X-Total-Count": String(result.total),
    "X-Total-Pages": String(result.pages),
    "X-Page": String(result.page),
  });
});

// POST /api/dreams – record a dream (Free plan: 5 per UTC day), interpreted in the caller's language
export const POST = route({ body: dreamInputSchema }, async ({ user, body, locale }) =>
  json(await recordDream(user, body, locale), 201),
);

const notAllowed = methodNotAllowed("GET", "POST");
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

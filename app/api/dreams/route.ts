import { methodNotAllowed, route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { dreamInputSchema, listQuerySchema } from "@/lib/dreams/schema";
import { IDEMPOTENCY_KEY_HEADER, PAGE_SIZE, PAGE_SIZE_MAX } from "@/lib/domain/journal";
import { listDreamPage, recordDream } from "@/lib/dreams/service";

// GET /api/dreams – the caller's dreams, newest first, one page at a time (totals in headers): ?page=&limit=,
// narrowed by ?q= (words in title or content, any language, case and accents ignored) and ?mood=. Without
// page or limit: the newest PAGE_SIZE_MAX (100), never a whole history at once; X-Total-Count says how many exist.
export const GET = route({ query: listQuerySchema }, async ({ user, query }) => {
  const unpaged = query.page === undefined && query.limit === undefined;
  const limit = query.limit ?? (unpaged ? PAGE_SIZE_MAX : PAGE_SIZE);
  const result = await listDreamPage(user.id, { ...query, page: query.page ?? 1, limit });
  return json(result.dreams, 200, {
    "X-Total-Count": String(result.total),
    "X-Total-Pages": String(result.pages),
    "X-Page": String(result.page),
  });
});

// POST /api/dreams – record a dream (Free plan: 5 per UTC day), interpreted in the caller's language. With an
// Idempotency-Key header, a retry answers the dream already stored (200, Idempotent-Replayed: true), never a copy.
export const POST = route({ body: dreamInputSchema }, async ({ user, body, locale, req }) => {
  const { dream, replayed } = await recordDream(user, body, locale, req.headers.get(IDEMPOTENCY_KEY_HEADER));
  return replayed ? json(dream, 200, { "Idempotent-Replayed": "true" }) : json(dream, 201);
});

const notAllowed = methodNotAllowed("GET", "POST");
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

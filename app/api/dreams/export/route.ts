import { methodNotAllowed, route } from "@/lib/api/handler";
import { jsonExport, textExport } from "@/lib/dreams/export";
import { exportQuerySchema } from "@/lib/dreams/schema";
import { serverTranslator } from "@/lib/i18n/messages";

// GET /api/dreams/export – download the journal: my_dreams.txt, or ?format=json for a re-importable backup
export const GET = route({ query: exportQuerySchema }, ({ user, query, locale }) => {
  const json = query.format === "json";
  const body = json ? jsonExport(user.id) : textExport(user.id, locale, serverTranslator(locale));
  return new Response(body, {
    headers: {
      "Content-Type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${json ? "my_dreams.json" : "my_dreams.txt"}"`,
      "Cache-Control": "no-store",
    },
  });
});

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

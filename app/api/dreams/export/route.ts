import { methodNotAllowed, route } from "@/lib/api/handler";
import { jsonExport, textExport } from "@/lib/dreams/export";
import { markdownExport } from "@/lib/dreams/export-markdown";
import { exportQuerySchema } from "@/lib/dreams/schema";
import { serverTranslator } from "@/lib/i18n/messages";

const FORMATS = {
  txt: { type: "text/plain; charset=utf-8", file: "my_dreams.txt" },
  md: { type: "text/markdown; charset=utf-8", file: "my_dreams.md" },
  json: { type: "application/json; charset=utf-8", file: "my_dreams.json" },
} as const;

// GET /api/dreams/export – download the journal: my_dreams.txt, ?format=md for my_dreams.md, or ?format=json for a re-importable backup
export const GET = route({ query: exportQuerySchema }, ({ user, query, locale }) => {
  const t = serverTranslator(locale);
  const body =
    query.format === "json"
      ? jsonExport(user.id)
      : query.format === "md"
        ? markdownExport(user.id, locale, t)
        : textExport(user.id, locale, t);
  const { type, file } = FORMATS[query.format];
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${file}"`, "Cache-Control": "no-store" },
  });
});

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

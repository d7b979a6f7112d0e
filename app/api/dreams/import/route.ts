import { methodNotAllowed, route } from "@/lib/api/handler";
import { importBackup } from "@/lib/dreams/import";
import { IMPORT_BODY_LIMIT } from "@/lib/dreams/schema";
import { serverTranslator } from "@/lib/i18n/messages";
import { z } from "zod";

// POST /api/dreams/import – restore a JSON backup; reports what it skipped
export const POST = route({ body: z.unknown(), bodyLimit: IMPORT_BODY_LIMIT }, async ({ user, body, locale }) =>
  importBackup(user, body, serverTranslator(locale)),
);

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

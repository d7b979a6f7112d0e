import { route } from "@/lib/api/handler";
import { importBackup } from "@/lib/dreams/import";
import { serverTranslator } from "@/lib/i18n/messages";
import { z } from "zod";

/** A backup of 20,000 long dreams is large; the usual 64 KB cap does not fit. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

// POST /api/dreams/import – restore a JSON backup; reports what it skipped
export const POST = route({ body: z.unknown(), bodyLimit: IMPORT_BODY_LIMIT }, async ({ user, body, locale }) =>
  importBackup(user.id, body, serverTranslator(locale)),
);

import { methodNotAllowed, route } from "@/lib/api/handler";
import { readJsonBody } from "@/lib/api/body";
import { importBackup } from "@/lib/dreams/import";
import { IMPORT_BODY_LIMIT } from "@/lib/domain/journal";
import { serverTranslator } from "@/lib/i18n/messages";

// POST /api/dreams/import – restore a JSON backup; reports what it skipped. The body is read only once the
// import may go ahead (a Free plan's allowance spent for today → 429 before the upload is read).
export const POST = route({}, async ({ user, req, locale }) =>
  importBackup(user, () => readJsonBody(req, { bytes: IMPORT_BODY_LIMIT }), serverTranslator(locale)),
);

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

// Restores a JSON backup made by the export. Every record is validated on its
// own; invalid ones and exact duplicates of existing dreams are skipped and
// reported, so importing the same file twice changes nothing.
// Imports restore history and do not count against the daily quota.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { describeIssue } from "@/lib/api/validation";
import type { Translate } from "@/lib/i18n/messages";
import { derivedFields } from "./derived";
import { dreamFingerprints, fingerprint, insertDreams } from "./queries";
import { backupSchema, importRecordSchema } from "./schema";

export interface ImportReport {
  imported: number;
  skipped: { index: number; reason: string }[];
}

const INSERT_BATCH = 1000;

export async function importBackup(userId: number, input: unknown, t: Translate): Promise<ImportReport> {
  const backup = backupSchema.safeParse(input);
  if (!backup.success) {
    const { key, values } = describeIssue(backup.error.issues[0]);
    throw new AppError("validation_failed", "backupInvalid", { values: { reason: t(`Validation.${key}`, values) } });
  }
  const seen = await dreamFingerprints(userId);
  const skipped: ImportReport["skipped"] = [];
  const rows = [];
  for (const [index, raw] of backup.data.dreams.entries()) {
    const record = importRecordSchema.safeParse(raw);
    if (!record.success) {
      const issue = record.error.issues[0];
      const { key, values } = describeIssue(issue);
      skipped.push({ index, reason: t(`Validation.${key}`, values) });
      continue;
    }
    const { title, content, mood, interpretation } = record.data;
    const createdAt = record.data.createdAt ? new Date(record.data.createdAt) : new Date();
    const key = fingerprint(title, content, createdAt);
    if (seen.has(key)) {
      skipped.push({ index, reason: t("Import.duplicate") });
      continue;
    }
    seen.add(key);
    rows.push({ title, content, mood: mood ?? null, interpretation: interpretation || null, createdAt, ...derivedFields(title, content) });
  }
  let imported = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) imported += await insertDreams(userId, rows.slice(i, i + INSERT_BATCH));
  return { imported, skipped };
}

// Restores a JSON backup made by the export. Every record is validated on its
// own; invalid ones and dreams the user already has are skipped and reported,
// so importing the same file twice, even at the same time, changes nothing.
// Imports restore history and do not count against the daily quota; they are
// limited per user per hour instead.
//
// A backup can hold 20,000 dreams: the work is done in slices that yield to
// the event loop, so other users' requests are served in between.
import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import { AppError } from "@/lib/errors/app-error";
import { describeIssue } from "@/lib/errors/issue-text";
import type { Translate } from "@/lib/i18n/messages";
import { consume } from "@/lib/security/rate-limit";
import { derivedFields } from "./derived";
import { insertNewDreams } from "./queries";
import { backupSchema, importRecordSchema } from "./schema";

export interface ImportReport {
  imported: number;
  skipped: { index: number; reason: string }[];
}

/** Rows per INSERT; each batch is one statement, stored whole or not at all. */
const INSERT_BATCH = 250;
/** The longest stretch of validation work between two yields. */
const SLICE_MS = 20;

interface Row {
  index: number;
  data: Parameters<typeof insertNewDreams>[1][number];
}

export async function importBackup(userId: number, input: unknown, t: Translate): Promise<ImportReport> {
  await consume("import", String(userId));
  const backup = backupSchema.safeParse(input);
  if (!backup.success) {
    const { key, values } = describeIssue(backup.error.issues[0]);
    throw new AppError("validation_failed", "backupInvalid", { values: { reason: t(`Validation.${key}`, values) } });
  }
  const skipped: ImportReport["skipped"] = [];
  const rows = await prepare(backup.data.dreams, skipped, t);
  const imported = await store(userId, rows, skipped, t);
  skipped.sort((a, b) => a.index - b.index);
  return { imported, skipped };
}

async function prepare(records: unknown[], skipped: ImportReport["skipped"], t: Translate): Promise<Row[]> {
  const rows: Row[] = [];
  const seen = new Set<string>();
  let sliceEnd = performance.now() + SLICE_MS;
  for (const [index, raw] of records.entries()) {
    if (performance.now() > sliceEnd) {
      await nextTurn();
      sliceEnd = performance.now() + SLICE_MS;
    }
    const record = importRecordSchema.safeParse(raw);
    if (!record.success) {
      const { key, values } = describeIssue(record.error.issues[0]);
      skipped.push({ index, reason: t(`Validation.${key}`, values) });
      continue;
    }
    const { title, content, mood, interpretation } = record.data;
    const createdAt = record.data.createdAt ? new Date(record.data.createdAt) : new Date();
    const derived = derivedFields(title, content, createdAt);
    if (seen.has(derived.fingerprint)) {
      skipped.push({ index, reason: t("Import.duplicate") });
      continue;
    }
    seen.add(derived.fingerprint);
    rows.push({
      index,
      data: {
        title,
        content,
        mood: mood ?? null,
        // Not written by our interpreter: the card says where it came from.
        interpretation: interpretation || null,
        interpretationSource: interpretation ? "imported" : null,
        createdAt,
        ...derived,
      },
    });
  }
  return rows;
}

async function store(userId: number, rows: Row[], skipped: ImportReport["skipped"], t: Translate): Promise<number> {
  let imported = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    let stored: Set<string>;
    try {
      stored = await insertNewDreams(
        userId,
        batch.map((row) => row.data),
      );
    } catch (error) {
      console.error(`[import] stopped after ${imported} of ${rows.length} dreams:`, error);
      // Earlier batches are stored; say exactly what, so importing again finishes the job.
      throw new AppError("service_unavailable", "importInterrupted", {
        values: { imported, total: rows.length },
        details: { imported, skipped },
        headers: { "Retry-After": "5" },
      });
    }
    for (const row of batch) {
      if (!stored.has(row.data.fingerprint)) skipped.push({ index: row.index, reason: t("Import.duplicate") });
    }
    imported += stored.size;
    await nextTurn();
  }
  return imported;
}

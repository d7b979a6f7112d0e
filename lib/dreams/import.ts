// Restores a JSON backup made by the export. Every record is validated on its
// own; invalid ones and dreams the user already has are skipped and reported,
// so importing the same file twice, even at the same time, changes nothing.
// Imports restore history: they never ask the AI provider for anything (an
// imported interpretation is kept, labelled as imported; a dream without one
// can be interpreted later, within the AI budget). On the Free plan they count
// against a daily allowance of restored dreams (DAILY_LIMITS.import): the rest
// of a large backup comes in by importing the same file again the next day.
// Every plan is also limited to 10 imports an hour.
//
// A backup can hold 20,000 dreams: the work is done in slices that yield to
// the event loop, so other users' requests are served in between.
//
// Each batch is stored whole or not at all. When the server is told to stop
// (SIGTERM, lib/shutdown.ts) an import goes on while there is time; with less
// than STOP_MARGIN_MS left it stores no further batch and answers 503 with
// how many dreams it stored, so a stop never leaves an import half-stored in
// silence: importing the same file again adds the rest.
import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { describeIssue } from "@/lib/errors/issue-text";
import type { Translate } from "@/lib/i18n/messages";
import { addUsage, lockUsage } from "@/lib/quota/queries";
import { DAILY_LIMITS, refuseIfSpent } from "@/lib/quota/service";
import { consume } from "@/lib/security/rate-limit";
import { shutdownTimeLeft } from "@/lib/shutdown";
import { adoptTimeZone } from "@/lib/auth/queries";
import { markDreamSigns, tagDreams } from "@/lib/tags/queries";
import { derivedFields } from "./derived";
import { existingFingerprints, insertNewDreams } from "./queries";
import { backupSchema, importRecordSchema } from "./schema";

export interface ImportReport {
  imported: number;
  skipped: { index: number; reason: string }[];
}

/** Rows per INSERT; each batch is one statement, stored whole or not at all. */
const INSERT_BATCH = 250;
/** The longest stretch of validation work between two yields. */
const SLICE_MS = 20;
/** A stopping server starts no batch with less time than this left to answer. */
export const STOP_MARGIN_MS = 5_000;

interface Row {
  index: number;
  data: Parameters<typeof insertNewDreams>[2][number];
  tags: string[];
}

/**
 * `readBackup` reads the request's body: only once the import may go ahead,
 * so an upload that could store nothing is refused before it is read.
 */
export async function importBackup(user: SessionUser, readBackup: () => Promise<unknown>, t: Translate): Promise<ImportReport> {
  // Every dream would be skipped for today's allowance: 429, as for any spent quota.
  if (!user.isPremium) await refuseIfSpent(user.id, "import");
  await consume("import", String(user.id));
  const backup = backupSchema.safeParse(await readBackup());
  if (!backup.success) {
    const { key, values } = describeIssue(backup.error.issues[0]);
    throw new AppError("validation_failed", "backupInvalid", { values: { reason: t(`Validation.${key}`, values) } });
  }
  const skipped: ImportReport["skipped"] = [];
  const rows = await prepare(backup.data.dreams, skipped, t);
  const imported = await store(user, rows, skipped, t);
  // The journal's settings travel with it: its dream signs, and its time zone where none is set yet.
  await markDreamSigns(user.id, backup.data.dreamSigns ?? []);
  if (backup.data.timeZone) await adoptTimeZone(user.id, backup.data.timeZone);
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
    const { title, content, mood, interpretation, tags, lucid, clarity } = record.data;
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
        lucid: lucid ?? false,
        clarity: lucid ? (clarity ?? null) : null,
        ...derived,
      },
      tags: tags ?? [],
    });
  }
  return rows;
}

/**
 * Inserts one batch in one transaction. On the Free plan the day's import
 * allowance is locked first (concurrent imports of one user wait for each
 * other), only dreams not yet in the journal are counted against it, and
 * those past it are left out. Returns the fingerprints stored and those left
 * out for the allowance.
 */
function storeBatch(user: SessionUser, batch: Row[]) {
  return db().$transaction(async (tx) => {
    let rows = batch.map((row) => row.data);
    let overAllowance: string[] = [];
    if (!user.isPremium) {
      const left = Math.max(0, DAILY_LIMITS.import - (await lockUsage(tx, user.id, "import")));
      const existing = await existingFingerprints(
        tx,
        user.id,
        rows.map((r) => r.fingerprint),
      );
      const fresh = rows.filter((r) => !existing.has(r.fingerprint));
      overAllowance = fresh.slice(left).map((r) => r.fingerprint);
      rows = fresh.slice(0, left);
    }
    const stored = rows.length ? await insertNewDreams(tx, user.id, rows) : new Map<string, number>();
    if (!user.isPremium && stored.size) await addUsage(tx, user.id, "import", stored.size);
    await tagDreams(
      tx,
      user.id,
      batch.flatMap((row) => {
        const dreamId = stored.get(row.data.fingerprint);
        return dreamId === undefined || row.tags.length === 0 ? [] : [{ dreamId, names: row.tags }];
      }),
    );
    return { stored, overAllowance: new Set(overAllowance) };
  });
}

/** Earlier batches are stored: says exactly what, so importing again finishes the job. */
const interrupted = (imported: number, total: number, skipped: ImportReport["skipped"]) =>
  new AppError("service_unavailable", "importInterrupted", {
    values: { imported, total },
    details: { imported, skipped },
    headers: { "Retry-After": "5" },
  });

async function store(user: SessionUser, rows: Row[], skipped: ImportReport["skipped"], t: Translate): Promise<number> {
  let imported = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const left = shutdownTimeLeft();
    if (left !== null && left < STOP_MARGIN_MS) {
      console.warn(`[import] the server is stopping: stopped after ${imported} of ${rows.length} dreams`);
      throw interrupted(imported, rows.length, skipped);
    }
    const batch = rows.slice(start, start + INSERT_BATCH);
    let stored: Map<string, number>;
    let overAllowance: Set<string>;
    try {
      ({ stored, overAllowance } = await storeBatch(user, batch));
    } catch (error) {
      console.error(`[import] stopped after ${imported} of ${rows.length} dreams:`, error);
      throw interrupted(imported, rows.length, skipped);
    }
    for (const row of batch) {
      if (overAllowance.has(row.data.fingerprint)) {
        skipped.push({ index: row.index, reason: t("Import.dailyLimit", { limit: DAILY_LIMITS.import }) });
      } else if (!stored.has(row.data.fingerprint)) {
        skipped.push({ index: row.index, reason: t("Import.duplicate") });
      }
    }
    imported += stored.size;
    await nextTurn();
  }
  return imported;
}

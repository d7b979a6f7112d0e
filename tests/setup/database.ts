// Brings the test database up to date before each integration test file: the
// in-memory PGlite of this worker (opened from the migrated copy the global
// setup made, tests/setup/pglite-template.ts), or the shared PostgreSQL test
// database.
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { adoptEmbeddedDb } from "@/lib/db";
import { migrate } from "@/lib/db/migrate";
import { PGLITE_EXTENSIONS } from "@/lib/db/pglite";
import { pgliteRunner, postgresRunner } from "@/lib/db/runners";

export async function migrateTestDatabase(): Promise<void> {
  const { embeddedDb } = await import("@/lib/db");
  const embedded = embeddedDb();
  const runner = embedded ? pgliteRunner(embedded) : await postgresRunner(process.env.DATABASE_URL ?? "");
  try {
    await migrate(runner);
  } finally {
    await runner.close();
  }
}

const template = process.env.DATABASE_URL ? undefined : inject("pgliteTemplate");
if (template && !globalThis.__dreamscapeDb) {
  const loadDataDir = new Blob([readFileSync(template)]);
  const pglite = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS, loadDataDir });
  await pglite.waitReady;
  adoptEmbeddedDb(pglite);
}
await migrateTestDatabase(); // nothing to do on a template of the same migrations

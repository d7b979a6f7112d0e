// Brings the test database up to date before each integration test file: the
// in-memory PGlite of this worker, or the shared PostgreSQL test database.
import { migrate } from "@/lib/db/migrate";
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

await migrateTestDatabase();

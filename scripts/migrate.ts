// Applies pending migrations to the configured database: PostgreSQL when
// DATABASE_URL is set, otherwise the embedded PGlite folder (PGLITE_DIR).
import { loadEnvConfig } from "@next/env";
import { migrate } from "../lib/db/migrate";
import { pgliteFolderRunner, postgresRunner } from "../lib/db/runners";

async function main() {
  // The same .env files Next reads, so the app and its migrations agree on the database.
  loadEnvConfig(process.cwd());
  const url = process.env.DATABASE_URL;
  const runner = url ? await postgresRunner(url) : await pgliteFolderRunner(process.env.PGLITE_DIR || ".data/pglite");
  const where = url
    ? `PostgreSQL (${new URL(url).host}${new URL(url).pathname})`
    : `PGlite (${process.env.PGLITE_DIR || ".data/pglite"})`;
  try {
    const applied = await migrate(runner);
    console.log(applied.length ? `migrations applied to ${where}: ${applied.join(", ")}` : `${where} is up to date`);
  } finally {
    await runner.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

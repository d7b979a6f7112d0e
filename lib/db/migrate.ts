// Applies the SQL files under prisma/migrations/ in order, each exactly once,
// on PostgreSQL or PGlite. Applied migrations are recorded with a checksum so
// that an edited migration is reported instead of silently skipped.
// Deliberately free of "server-only" and of Prisma: scripts/migrate.ts and the
// test setup run it outside Next.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");
const LOCK_KEY = 7_270_001; // any constant: serialises concurrent migrators on one database

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Returns the names of the migrations applied by this call. */
export async function migrate(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS "_migrations" (
    "name" TEXT PRIMARY KEY,
    "checksum" TEXT NOT NULL,
    "appliedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  await db.rows("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    const done = new Map(
      (await db.rows<{ name: string; checksum: string }>(`SELECT "name", "checksum" FROM "_migrations"`)).map((r) => [
        r.name,
        r.checksum,
      ]),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous !== undefined) {
        if (previous !== m.checksum) {
          throw new Error(`Migration ${m.name} was edited after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await db.exec("BEGIN");
      try {
        await db.exec(m.sql);
        await db.rows(`INSERT INTO "_migrations" ("name", "checksum") VALUES ($1, $2)`, [m.name, m.checksum]);
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`);
      }
      applied.push(m.name);
    }
    return applied;
  } finally {
    await db.rows("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}

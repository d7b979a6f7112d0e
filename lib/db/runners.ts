// SqlRunner implementations for the two supported databases.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { SqlRunner } from "./migrate";

export async function postgresRunner(connectionString: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

export function pgliteRunner(db: PGlite, closeWhenDone = false): SqlRunner {
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    close: async () => {
      if (closeWhenDone) await db.close();
    },
  };
}

/** Opens a PGlite database; "memory://" or a folder path (created if missing). */
export async function openPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (dir.startsWith("memory://")) return PGlite.create(dir);
  const { mkdirSync } = await import("node:fs");
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir);
}

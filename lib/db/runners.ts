// SqlRunner implementations for the two supported databases.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { SqlRunner } from "./migrate";
import { lockPgliteDir } from "./pglite-lock";

export async function postgresRunner(connectionString: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

/** A runner on an open PGlite; `close` runs when the runner is closed (the database stays open without it). */
export function pgliteRunner(db: PGlite, close?: () => Promise<void>): SqlRunner {
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    close: async () => {
      await close?.();
    },
  };
}

/**
 * A runner on a PGlite folder (created if missing) or "memory://". The folder
 * is locked against other processes until the runner is closed.
 */
export async function pgliteFolderRunner(dir: string): Promise<SqlRunner> {
  const { createPglite } = await import("./pglite");
  if (dir.startsWith("memory://")) {
    const db = await createPglite(dir);
    return pgliteRunner(db, () => db.close());
  }
  const release = lockPgliteDir(dir);
  try {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
    const db = await createPglite(dir);
    return pgliteRunner(db, async () => {
      await db.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

// The migrator against a real (in-memory) PGlite database.
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, readMigrations, type Migration } from "./migrate";
import { createPglite } from "./pglite";
import { pgliteRunner } from "./runners";

const dbs: PGlite[] = [];
async function fresh() {
  const db = await createPglite("memory://");
  dbs.push(db);
  return db;
}
afterEach(async () => Promise.all(dbs.splice(0).map((db) => db.close())));

const m = (name: string, sql: string): Migration => ({ name, sql, checksum: `sum-${sql}` });

describe("migrate", () => {
  // Every migration on a fresh PGlite: seconds, more on a busy machine.
  it("applies the project's migrations once and creates the spec's tables", { timeout: 30_000 }, async () => {
    const db = await fresh();
    const all = readMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(pgliteRunner(db))).toEqual(all.map((x) => x.name));
    expect(await migrate(pgliteRunner(db))).toEqual([]);
    const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining(["users", "dreams", "dream_playlists", "dream_analyses"]),
    );
  });

  it("rolls a failing migration back entirely and records nothing", async () => {
    const db = await fresh();
    const broken = [m("001_ok", "CREATE TABLE a (id int);"), m("002_bad", "CREATE TABLE b (id int); SELECT nope();")];
    await expect(migrate(pgliteRunner(db), broken)).rejects.toThrow(/002_bad failed/);
    const names = await db.query<{ name: string }>(`SELECT name FROM "_migrations"`);
    expect(names.rows.map((r) => r.name)).toEqual(["001_ok"]);
    const b = await db.query("SELECT to_regclass('b') AS t");
    expect(b.rows).toEqual([{ t: null }]);
  });

  it("refuses a migration edited after it was applied", async () => {
    const db = await fresh();
    await migrate(pgliteRunner(db), [m("001", "CREATE TABLE a (id int);")]);
    await expect(migrate(pgliteRunner(db), [m("001", "CREATE TABLE a (id bigint);")])).rejects.toThrow(/edited/);
  });
});

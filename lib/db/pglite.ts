// Every PGlite this project opens (the app, the migrator, the tests, the
// bench) loads the same extensions: the search migration needs pg_trgm and
// unaccent, which PGlite ships as contrib modules.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** "memory://" or a folder (which the caller has locked and created). */
export function newPglite(dataDir: string): PGlite {
  return new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
}

export async function createPglite(dataDir: string): Promise<PGlite> {
  const db = newPglite(dataDir);
  await db.waitReady;
  return db;
}

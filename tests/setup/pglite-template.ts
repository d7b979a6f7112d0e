// Vitest's global setup for the pglite project: one in-memory PGlite, created
// and migrated once, written to a file that every test file's database is
// loaded from (tests/setup/database.ts). Creating a PGlite runs initdb, which
// takes seconds; loading a migrated copy takes a fraction of that.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrate } from "@/lib/db/migrate";
import { createPglite } from "@/lib/db/pglite";
import { pgliteRunner } from "@/lib/db/runners";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const pglite = await createPglite("memory://");
  await migrate(pgliteRunner(pglite));
  const file = join(tmpdir(), `dreamscape-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

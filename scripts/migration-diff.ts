// Writes a new SQL migration from the difference between the schema as of the
// last migration (prisma/migrations/schema.snapshot.prisma) and
// prisma/schema.prisma. Usage: npm run db:diff -- <name>
//
// Prisma 7's `migrate diff` needs a native engine this project cannot download,
// so the diff is computed by Prisma 6.19's WASM engine (fetched by npx). That
// engine wants a driver adapter connected to some PostgreSQL, only to read
// its version; a local server (TEST_DATABASE_URL or 127.0.0.1) is enough.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const migrationsDir = path.join(root, "prisma/migrations");
const snapshot = path.join(migrationsDir, "schema.snapshot.prisma");
const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:diff -- <migration_name>");
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "ds-diff-"));
// Prisma 6 wants a url in the datasource and the old generator name.
const toPrisma6 = (schema: string) =>
  schema
    .replace(/provider\s*=\s*"postgresql"\s*\n/, 'provider = "postgresql"\n  url = env("DATABASE_URL")\n')
    .replace(/generator client \{[^}]*\}/, 'generator client {\n  provider = "prisma-client-js"\n}');
const newSchema = path.join(work, "new.prisma");
writeFileSync(newSchema, toPrisma6(readFileSync(path.join(root, "prisma/schema.prisma"), "utf8")));
const from = existsSync(snapshot)
  ? (writeFileSync(path.join(work, "old.prisma"), toPrisma6(readFileSync(snapshot, "utf8"))),
    ["--from-schema-datamodel", path.join(work, "old.prisma")])
  : ["--from-empty"];

const dbUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
writeFileSync(
  path.join(work, "package.json"),
  JSON.stringify({ name: "ds-diff", private: true, dependencies: { prisma: "6.19.3", "@prisma/adapter-pg": "6.19.3" } }),
);
execFileSync("npm", ["install", "--no-audit", "--no-fund", "--silent"], { cwd: work, stdio: "inherit" });
writeFileSync(
  path.join(work, "prisma.config.mjs"),
  `import { PrismaPg } from "@prisma/adapter-pg";
export default {
  experimental: { adapter: true },
  engine: "js",
  schema: ${JSON.stringify(newSchema)},
  adapter: async () => new PrismaPg({ connectionString: ${JSON.stringify(dbUrl)}, idleTimeoutMillis: 50 }),
};
`,
);
const sql = execFileSync(
  path.join(work, "node_modules/.bin/prisma"),
  ["migrate", "diff", "--config", path.join(work, "prisma.config.mjs"), ...from, "--to-schema-datamodel", newSchema, "--script"],
  { cwd: work, encoding: "utf8", env: { ...process.env, DATABASE_URL: dbUrl, PRISMA_QUERY_ENGINE_LIBRARY: "/bin/false" } },
);
if (/^-- This is an empty migration/m.test(sql) || !sql.trim()) {
  console.log("schema.prisma matches the last migration: nothing to write");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
copyFileSync(path.join(root, "prisma/schema.prisma"), snapshot);
console.log(`wrote ${path.relative(root, dir)}/migration.sql`);

// Schema drift: the database the migrations build must be the one
// prisma/schema.prisma describes. Fails when a model is edited without a
// migration (npm run db:diff), or a migration is edited by hand away from the
// schema. Prisma's own drift check needs a native engine that cannot be
// installed here, so the comparison is ours: every table, column, type,
// nullability, primary key and declared index. Extra hand-written indexes
// (such as the covering dreams_health_idx) are allowed.
import type { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "./migrate";
import { createPglite } from "./pglite";
import { pgliteRunner } from "./runners";

interface Field {
  column: string;
  type: string;
  nullable: boolean;
}

interface Model {
  table: string;
  fields: Field[];
  primaryKey: string[];
  unique: string[][];
  indexes: string[][];
}

const SCALARS: Record<string, string> = {
  Int: "integer",
  String: "text",
  Boolean: "boolean",
  DateTime: "timestamp without time zone",
  Json: "jsonb",
  BigInt: "bigint",
  Float: "double precision",
};
const NATIVE: Record<string, string> = { Date: "date", VarChar: "character varying", Text: "text" };

const columnList = (spec: string, names: Map<string, string>) =>
  spec.split(",").map((part) => {
    const name = part.trim().replace(/\(.*\)$/, "");
    return names.get(name) ?? name;
  });

/** Reads the subset of the Prisma schema language this project uses. */
function parseSchema(text: string): Model[] {
  const blocks = [...text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const modelNames = new Set(blocks.map((b) => b[1]));
  return blocks.map(([, name, body]) => {
    const lines = body
      .split("\n")
      .map((l) => l.replace(/\/\/.*$/, "").trim())
      .filter(Boolean);
    const fields: Field[] = [];
    const names = new Map<string, string>();
    const model: Model = { table: name, fields, primaryKey: [], unique: [], indexes: [] };
    for (const line of lines.filter((l) => !l.startsWith("@@"))) {
      const [field, rawType, ...attributes] = line.split(/\s+/);
      const base = rawType.replace(/[?[\]]/g, "");
      if (modelNames.has(base)) continue; // a relation, not a column
      const attrs = attributes.join(" ");
      const column = /@map\("([^"]+)"\)/.exec(attrs)?.[1] ?? field;
      names.set(field, column);
      const native = /@db\.(\w+)/.exec(attrs)?.[1];
      const scalar = native ? NATIVE[native] : SCALARS[base];
      if (!scalar) throw new Error(`drift test: unknown type ${rawType} of ${name}.${field}`);
      const list = rawType.endsWith("[]");
      fields.push({ column, type: list ? `${scalar}[]` : scalar, nullable: rawType.endsWith("?") || list });
      if (/@id\b/.test(attrs)) model.primaryKey = [column];
      if (/@unique\b/.test(attrs)) model.unique.push([column]);
    }
    for (const line of lines.filter((l) => l.startsWith("@@"))) {
      const columns = /\[([^\]]+)\]/.exec(line)?.[1];
      if (line.startsWith("@@map")) model.table = /"([^"]+)"/.exec(line)?.[1] ?? name;
      else if (line.startsWith("@@id") && columns) model.primaryKey = columnList(columns, names);
      else if (line.startsWith("@@unique") && columns) model.unique.push(columnList(columns, names));
      else if (line.startsWith("@@index") && columns) model.indexes.push(columnList(columns, names));
    }
    return model;
  });
}

interface DbIndex {
  table: string;
  unique: boolean;
  primary: boolean;
  columns: string[];
}

let db: PGlite;
let models: Model[];
let columns: { table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }[];
let indexes: DbIndex[];

beforeAll(async () => {
  db = await createPglite("memory://");
  await migrate(pgliteRunner(db));
  models = parseSchema(readFileSync("prisma/schema.prisma", "utf8"));
  columns = (
    await db.query<(typeof columns)[number]>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_migrations'`,
    )
  ).rows;
  const raw = await db.query<{ table: string; unique: boolean; primary: boolean; columns: string[] }>(
    `SELECT t.relname AS "table", ix.indisunique AS "unique", ix.indisprimary AS "primary",
            array_agg(a.attname ORDER BY k.ord) AS "columns"
     FROM pg_index ix
     JOIN pg_class t ON t.oid = ix.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
     CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
     WHERE k.ord <= ix.indnkeyatts
     GROUP BY ix.indexrelid, t.relname, ix.indisunique, ix.indisprimary`,
  );
  indexes = raw.rows;
});

afterAll(async () => {
  await db.close();
});

const dbType = (c: (typeof columns)[number]) =>
  c.data_type === "ARRAY" ? `${c.udt_name === "_text" ? "text" : c.udt_name}[]` : c.data_type;

describe("prisma/schema.prisma and the migrations", () => {
  it("have the same tables", () => {
    const tables = [...new Set(columns.map((c) => c.table_name))].sort();
    expect(tables).toEqual(models.map((m) => m.table).sort());
  });

  it("have the same columns, with the same types and nullability", () => {
    for (const model of models) {
      const inDb = columns
        .filter((c) => c.table_name === model.table)
        .map((c) => ({ column: c.column_name, type: dbType(c), nullable: c.is_nullable === "YES" }))
        .sort((a, b) => a.column.localeCompare(b.column));
      const inSchema = [...model.fields].sort((a, b) => a.column.localeCompare(b.column));
      expect(inDb, model.table).toEqual(inSchema);
    }
  });

  it("have the declared primary keys, unique constraints and indexes", () => {
    for (const model of models) {
      const mine = indexes.filter((i) => i.table === model.table);
      expect(mine.find((i) => i.primary)?.columns, `${model.table} primary key`).toEqual(model.primaryKey);
      for (const unique of model.unique) {
        expect(
          mine.some((i) => i.unique && !i.primary && i.columns.join() === unique.join()),
          `${model.table} unique (${unique.join()})`,
        ).toBe(true);
      }
      for (const index of model.indexes) {
        expect(
          mine.some((i) => !i.unique && i.columns.join() === index.join()),
          `${model.table} index (${index.join()})`,
        ).toBe(true);
      }
    }
  });
});

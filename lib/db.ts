// The Prisma client, created once per process. PostgreSQL through
// @prisma/adapter-pg when DATABASE_URL is set, otherwise the embedded PGlite.
// Secret columns are omitted by default; queries that need them opt in.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { mkdirSync } from "node:fs";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const omit = { user: { password: true, resetToken: true } } as const;

function create() {
  if (env.DATABASE_URL) {
    const adapter = new PrismaPg({ connectionString: env.DATABASE_URL });
    return { prisma: new PrismaClient({ adapter, omit }), pglite: null };
  }
  if (!env.PGLITE_DIR.startsWith("memory://")) mkdirSync(env.PGLITE_DIR, { recursive: true });
  const pglite = new PGlite(env.PGLITE_DIR);
  return { prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite), omit }), pglite };
}

type Db = ReturnType<typeof create>;
declare global {
  // Cached on globalThis so hot reloads in development reuse one connection/PGlite.
  var __dreamscapeDb: Db | undefined;
}
const instance = globalThis.__dreamscapeDb ?? create();
globalThis.__dreamscapeDb = instance;

export const db = instance.prisma;
/** The embedded database, when it is the one in use (tests migrate it in memory). */
export const embeddedDb = instance.pglite;
export type { Prisma } from "@/lib/generated/prisma/client";

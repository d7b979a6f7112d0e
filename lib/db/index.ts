// The Prisma client, created on first use and once per process. PostgreSQL
// through @prisma/adapter-pg when DATABASE_URL is set, otherwise the embedded
// PGlite. Opening lazily keeps `next build` and the unit tests away from the
// database folder. Secret columns are omitted by default; queries opt in.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { mkdirSync } from "node:fs";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { newPglite } from "./pglite";
import { lockPgliteDir } from "./pglite-lock";

const omit = {
  user: { password: true, resetToken: true, emailVerifyToken: true },
  knownDevice: { tokenHash: true },
} as const;

type Adapter = PrismaPg | PrismaPGlite;
const prismaWith = (adapter: Adapter) => new PrismaClient({ adapter, omit });
export type Db = ReturnType<typeof prismaWith>;

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

function createPostgres(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Names this process's connections in pg_stat_activity (operators, and the outage test).
    application_name: `dreamscape/${process.pid}`,
  });
  // A restarted server closes idle connections; pg reports that as an event
  // which, unheard, would crash the process. The pool reconnects by itself.
  const warn = (error: Error) => console.warn(`[db] PostgreSQL connection lost: ${error.message}`);
  const adapter = new PrismaPg(pool, { onPoolError: warn, onConnectionError: warn });
  return { prisma: prismaWith(adapter), pool, pglite: null };
}

function createEmbedded(dir: string) {
  if (!dir.startsWith("memory://")) {
    lockPgliteDir(dir);
    mkdirSync(dir, { recursive: true });
  }
  const pglite = newPglite(dir);
  return { prisma: prismaWith(new PrismaPGlite(pglite)), pool: null, pglite };
}

type Database = ReturnType<typeof createPostgres> | ReturnType<typeof createEmbedded>;

declare global {
  // Cached on globalThis so hot reloads in development reuse one pool/PGlite.
  var __dreamscapeDb: Database | undefined;
}

function database(): Database {
  globalThis.__dreamscapeDb ??= env.DATABASE_URL ? createPostgres(env.DATABASE_URL) : createEmbedded(env.PGLITE_DIR);
  return globalThis.__dreamscapeDb;
}

/** The Prisma client; the database is opened by the first call. */
export const db = (): Db => database().prisma;

/** The PostgreSQL pool (shared with the rate limiter), or null on PGlite. */
export const postgresPool = (): pg.Pool | null => database().pool;

/** The embedded database, when it is the one in use (tests migrate it in memory). */
export const embeddedDb = () => database().pglite;

/**
 * Makes `pglite` this process's database, before anything opened one: the
 * integration tests open each file's in-memory PGlite from one migrated copy
 * (tests/setup/pglite-template.ts) rather than creating and migrating it again.
 */
export function adoptEmbeddedDb(pglite: PGlite): void {
  if (globalThis.__dreamscapeDb) throw new Error("the database is already open");
  globalThis.__dreamscapeDb = { prisma: prismaWith(new PrismaPGlite(pglite)), pool: null, pglite };
}

export type { Prisma } from "@/lib/generated/prisma/client";

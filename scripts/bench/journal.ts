// The journal page and the Dream Health score for a user with 10 dreams
// against one with 10,000, through the production server (autocannon) and as
// bare SQL, on PostgreSQL.
import autocannon from "autocannon";
import bcrypt from "bcryptjs";
import pg from "pg";
import { BENCH_URL, DURATION, login, ms, PASSWORD, recreatePostgres, startServer } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SIZES = [10, 10_000];

/** Users and dreams straight in SQL: realistic lengths (≈300–800 chars), moods and dates. */
export async function seedJournals(client: pg.Client, sizes: number[]): Promise<Map<number, string>> {
  const hash = bcrypt.hashSync(PASSWORD, 12);
  const emails = new Map<number, string>();
  for (const size of sizes) {
    const email = `bench-${size}@example.com`;
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO "users" ("email", "password") VALUES ($1, $2) RETURNING "id"`,
      [email, hash],
    );
    await client.query(
      `INSERT INTO "dreams" ("userId", "title", "content", "contentLength", "mood", "memoryScore", "createdAt", "fingerprint")
       SELECT $1::int, 'Dream ' || g, text, char_length(text),
              (ARRAY['peaceful','mysterious','happy','anxious','sad','excited',NULL])[1 + g % 7],
              g % 5,
              now() - (g * interval '57 minutes'),
              md5($1::int || '/' || g)
       FROM generate_series(1, $2) AS g,
            LATERAL (SELECT repeat('In the evening I walked through a quiet house with my sister. ', 5 + (g % 8)) AS text) AS t`,
      [rows[0].id, size],
    );
    emails.set(size, email);
  }
  await client.query("VACUUM ANALYZE");
  return emails;
}

async function load(url: string, cookie: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, mean: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The health aggregate and the page query alone, as the server runs them. */
async function sqlTimings(client: pg.Client, userId: number, runs = 200) {
  const time = async (sql: string, params: unknown[]) => {
    for (let i = 0; i < 20; i++) await client.query(sql, params); // warm up
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) await client.query(sql, params);
    return Number(process.hrtime.bigint() - start) / 1e6 / runs;
  };
  const health = await time(
    `SELECT "mood", count(*)::int, (count(*) FILTER (WHERE "createdAt" > now() - interval '30 days'))::int,
            sum("contentLength")::float8, sum("memoryScore")::float8
     FROM "dreams" WHERE "userId" = $1 GROUP BY "mood"`,
    [userId],
  );
  const search = await time(
    `SELECT count(*) FROM "dreams" WHERE "userId" = $1
       AND dreamscape_fold("title" || ' ' || "content") LIKE '%' || dreamscape_fold($2) || '%'`,
    [userId, "4242"],
  );
  const page = await time(
    `SELECT "id","title","content","interpretation","mood","shareId","createdAt" FROM "dreams"
     WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT 15 OFFSET 0`,
    [userId],
  );
  return { health, page, search };
}

export async function benchJournal() {
  console.log(`\n## Journal — PostgreSQL, ${DURATION}s per endpoint, 10 connections`);
  await recreatePostgres();
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const emails = await seedJournals(client, SIZES);
  const server = await startServer(PORT, { DATABASE_URL: BENCH_URL });
  try {
    const rows = [];
    const sql = [];
    for (const size of SIZES) {
      const email = emails.get(size) ?? "";
      const { rows: user } = await client.query<{ id: number }>(`SELECT "id" FROM "users" WHERE "email" = $1`, [email]);
      const cookie = await login(server.base, email);
      const paths = ["/api/dreams?page=1&limit=15", "/api/dreams/health"];
      // Search: a word in every dream (the page and its total), and one in a single title.
      if (size === 10_000) paths.push("/api/dreams?page=1&limit=15&q=sister", "/api/dreams?page=1&limit=15&q=4242");
      for (const path of paths) {
        const r = await load(`${server.base}${path}`, cookie);
        rows.push({ dreams: size, path, "req/s": r.rps.toFixed(0), mean: ms(r.mean), p50: ms(r.p50), p99: ms(r.p99) });
      }
      const t = await sqlTimings(client, user[0].id);
      sql.push({
        dreams: size,
        "page query": `${t.page.toFixed(2)} ms`,
        "health aggregate": `${t.health.toFixed(2)} ms`,
        "search count (rare word)": `${t.search.toFixed(2)} ms`,
      });
    }
    console.log("HTTP (production server; load generator on the same 2 cores)");
    console.table(rows);
    console.log("SQL alone (mean of 200 runs)");
    console.table(sql);
  } finally {
    await server.stop();
    await client.end();
  }
}

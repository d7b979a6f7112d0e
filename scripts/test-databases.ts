// Recreates the PostgreSQL databases the tests use, so every run starts empty.
// Prints shell assignments for scripts/test.sh.
import pg from "pg";

async function main() {
  const urls = [process.env.TEST_DATABASE_URL, process.env.E2E_DATABASE_URL].filter((u): u is string => Boolean(u));
  const admin = new URL(urls[0]);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    if (process.env.CI) {
      console.error(`PostgreSQL is required in CI but unreachable at ${admin.host}: ${(error as Error).message}`);
      process.exit(1);
    }
    console.error(`PostgreSQL unreachable at ${admin.host}: its tests are skipped (PGlite tests still run).`);
    console.log("SKIP_POSTGRES=1");
    return;
  }
  for (const url of urls) {
    const name = new URL(url).pathname.slice(1);
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name: ${name}`);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  }
  await client.end();
  console.log("SKIP_POSTGRES=");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

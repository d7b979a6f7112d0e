import { defineConfig, devices } from "@playwright/test";

// Two production servers from one build: the embedded PGlite default and
// PostgreSQL. The whole suite runs on PGlite; the user story also on PostgreSQL.
const PGLITE_PORT = 3100;
const POSTGRES_PORT = 3101;
const secret = "playwright-secret";
const withPostgres = !process.env.SKIP_POSTGRES;

const server = (port: number, env: Record<string, string>) => ({
  command: "npx tsx scripts/migrate.ts && npx tsx scripts/server.ts",
  url: `http://127.0.0.1:${port}/auth`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    NEXTAUTH_SECRET: secret,
    APP_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    // Each test is its own client (tests/e2e/fixtures.ts sends X-Forwarded-For), as behind one proxy.
    TRUST_PROXY: "1",
    // bcrypt at a millisecond a hash, not 0.3 s: the tests sign up and in hundreds of times (vitest.config.mts says the same).
    PASSWORD_HASH_COST: "4",
    ...env,
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry in CI, so that a test which passes only on its second try is
  // named "flaky" in the summary, and then fails the run: a flaky test is a
  // defect (docs/testing.md). FAIL_ON_FLAKY=0 lets a run pass with one, to
  // see the rest of the suite. Locally, no retry: a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI) && process.env.FAIL_ON_FLAKY !== "0",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "pglite",
      testIgnore: /(premium|outage|quota-draft|cluster|public-bind|pglite-lock|cdn|graceful-stop)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PGLITE_PORT}`, locale: "en-US" },
    },
    ...(withPostgres
      ? [
          {
            name: "postgres",
            // The user story, Premium journeys (the test flips the plan in this database),
            // and a database outage (its own server and database, behind a relay it cuts).
            testMatch: /(journey|premium|outage|quota-draft)\.spec\.ts/,
            use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${POSTGRES_PORT}`, locale: "en-US" },
          },
          {
            name: "production",
            // Production's topology (two more servers of this build on one database, a proxy,
            // an AI provider; a CDN node in front), PGlite refusing a second server, a public bind, and a
            // graceful stop under SIGTERM. They start servers of their own, so they run after the browser
            // journeys, not beside them: on two cores their load would starve the journeys' timing checks.
            testMatch: /(cluster|public-bind|pglite-lock|cdn|graceful-stop)\.spec\.ts/,
            dependencies: ["pglite", "postgres"],
          },
        ]
      : []),
  ],
  webServer: [
    server(PGLITE_PORT, { DATABASE_URL: "", PGLITE_DIR: ".data/e2e-pglite" }),
    ...(withPostgres
      ? [
          server(POSTGRES_PORT, {
            DATABASE_URL: process.env.E2E_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_e2e",
          }),
        ]
      : []),
  ],
});

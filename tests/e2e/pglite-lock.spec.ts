// PGlite is PostgreSQL inside one process: a second server on the same data
// folder would corrupt it, so it exits at start with a clear message, also
// when both run as PID 1 in their own PID namespaces (as in containers, where
// a PID says nothing about who holds the folder).
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateDatabase, startServer } from "../support/servers";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const pgliteEnv = (dir: string) => ({
  DATABASE_URL: "",
  PGLITE_DIR: dir,
  NEXTAUTH_SECRET: "pglite-secret",
  APP_URL: "http://127.0.0.1:3112",
});
const refusal =
  /already open in another process \(pid \d+ on host .+\).*PGlite serves one process; run several servers on PostgreSQL/s;

test("a second server on the same folder exits at start, saying why", async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "ds-pglite-")), "db");
  migrateDatabase(pgliteEnv(dir));
  const first = await startServer({ name: "pglite-1", port: 3112, env: pgliteEnv(dir) });
  try {
    const second = await startServer({ name: "pglite-2", port: 3113, env: pgliteEnv(dir), expectExit: true });
    expect(await second.exited).toBe(1);
    expect(second.log()).toMatch(refusal);
    expect((await fetch(`${first.base}/auth`)).status).toBe(200);
  } finally {
    await first.stop();
  }
});

test("also when both are PID 1 in their own PID namespaces, as in containers", async () => {
  const unshare = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
  const probe = spawnSync(unshare[0], [...unshare.slice(1), "true"]);
  test.skip(
    probe.status !== 0,
    `unshare cannot make a PID namespace here: ${probe.stderr?.toString().trim() || probe.error?.message}`,
  );
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "ds-pglite-")), "db");
  migrateDatabase(pgliteEnv(dir));
  const first = await startServer({ name: "pid1-a", port: 3112, env: pgliteEnv(dir), wrapper: unshare });
  try {
    const second = await startServer({ name: "pid1-b", port: 3113, env: pgliteEnv(dir), wrapper: unshare, expectExit: true });
    expect(await second.exited).not.toBe(0);
    expect(second.log()).toMatch(/already open in another process \(pid 1 on host/);
  } finally {
    await first.stop();
  }
});

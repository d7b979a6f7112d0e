// Health probes as an orchestrator uses them: liveness answers while the
// process can; readiness names what keeps the server from taking requests
// (it is stopping, its database does not answer, its listener or its job
// worker is down). On PostgreSQL the database is partitioned away through a
// TCP relay the test cuts, and brought back.
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as health, OPTIONS as healthOptions, POST as healthPost } from "@/app/api/health/route";
import { GET as live, DELETE as liveDelete } from "@/app/api/health/live/route";
import type { Worker } from "@/lib/jobs/worker";
import { beginShutdown, endShutdown } from "@/lib/shutdown";
import { Relay } from "@/tests/support/relay";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";
import { startJobs, stopJobs } from "./jobs";

type NotReady = ErrorShape & { error: { details?: { failed?: string[] } } };

const url = process.env.DATABASE_URL;

describe("GET /api/health/live", () => {
  it("answers 200 without a session, never cached, whatever cookie comes with it", async () => {
    const res = await call(live, { cookie: "next-auth.session-token=forged" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("GET /api/health", () => {
  let worker: Worker | undefined;
  afterAll(async () => {
    await stopJobs(worker);
    endShutdown();
  });

  it("answers 200 {status: ok} once the database answers, the listener is connected and the job worker runs", async () => {
    worker = await startJobs([]);
    await vi.waitFor(async () => expect((await call(health)).status).toBe(200), { timeout: 10_000, interval: 50 });
    const res = await call(health, { cookie: "next-auth.session-token=forged" });
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers 503 naming the job worker once it has stopped, and nothing an attacker could use", async () => {
    await worker?.stop(1_000);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await call<NotReady>(health);
    warn.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: {
        code: "service_unavailable",
        message: "This server is not ready to take requests (jobs).",
        details: { failed: ["jobs"] },
      },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 naming the stop at once when the server is stopping, without asking the database", async () => {
    beginShutdown(Date.now() + 25_000);
    const res = await call<NotReady>(health);
    expect(res.status).toBe(503);
    expect(res.body.error.details?.failed).toEqual(["shutdown"]);
    // Liveness stays 200: the process is finishing its work, not stuck.
    expect((await call(live)).status).toBe(200);
    endShutdown();
  });

  it("takes GET and HEAD only: other methods, OPTIONS too, are 405 with Allow: GET, HEAD", async () => {
    for (const [handler, method] of [
      [healthPost, "POST"],
      [healthOptions, "OPTIONS"],
      [liveDelete, "DELETE"],
    ] as const) {
      const res = await call<ErrorShape>(handler, { method, headers: { origin: "http://localhost:3000" } });
      expect(res.status, method).toBe(405);
      expect(res.body.error.code).toBe("method_not_allowed");
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
  });
});

describe.skipIf(!url)("a database partition (a TCP relay between the app and PostgreSQL, cut and restored)", () => {
  it(
    "readiness answers 503 within 20 s while liveness stays 200; once the database is back, 200 again and writes succeed",
    { timeout: 120_000 },
    async () => {
      const relay = new Relay(new URL(url ?? ""));
      await relay.open();
      // The app of this test connects through the relay: a fresh module graph and a fresh pool.
      const original = globalThis.__dreamscapeDb;
      globalThis.__dreamscapeDb = undefined;
      vi.stubEnv("DATABASE_URL", relay.url());
      vi.resetModules();
      const quiet = (["warn", "error", "log"] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
      let worker: Worker | undefined;
      try {
        const ready = (await import("@/app/api/health/route")).GET;
        const alive = (await import("@/app/api/health/live/route")).GET;
        const register = (await import("@/app/api/register/route")).POST;
        const createDream = (await import("@/app/api/dreams/route")).POST;
        const { db } = await import("@/lib/db");
        worker = await startJobs([]);
        await vi.waitFor(async () => expect((await call(ready)).status).toBe(200), { timeout: 20_000, interval: 100 });
        const user = await call<{ id: number }>(register, { body: { email: uniqueEmail("partition"), password: PASSWORD } });
        expect(user.status).toBe(201);

        await relay.cut();
        await vi.waitFor(
          async () => {
            const res = await call<NotReady>(ready);
            expect(res.status).toBe(503);
            expect(res.body.error.details?.failed).toContain("database");
          },
          { timeout: 20_000, interval: 250 },
        );
        expect((await call(alive)).status).toBe(200);
        // Writes meanwhile are refused as unavailable (503), never half-done.
        const refused = await call<ErrorShape>(createDream, {
          cookie: user.sessionCookie,
          body: { title: "During the partition", content: "Not stored." },
        });
        expect(refused.status).toBe(503);

        await relay.open();
        await vi.waitFor(async () => expect((await call(ready)).status).toBe(200), { timeout: 30_000, interval: 250 });
        const written = await call<{ id: number }>(createDream, {
          cookie: user.sessionCookie,
          body: { title: "After the partition", content: "Written once the database was back." },
        });
        expect(written.status).toBe(201);
        const titles = await db().dream.findMany({ where: { userId: user.body.id }, select: { title: true } });
        expect(titles).toEqual([{ title: "After the partition" }]);
      } finally {
        await stopJobs(worker);
        const relayed = globalThis.__dreamscapeDb as typeof original; // set by the fresh graph's first query
        await relayed?.pool?.end();
        globalThis.__dreamscapeDb = original;
        vi.unstubAllEnvs();
        await relay.cut();
        quiet.forEach((spy) => spy.mockRestore());
      }
    },
  );
});

// PostgreSQL goes away under load (its connections are terminated, as by a
// restart): requests answer 503 with Retry-After in the error shape, never
// 500; every dream answered 201 is stored; service resumes by itself.
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { POST as createDream, GET as listDreams } from "@/app/api/dreams/route";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";
import { db } from "@/lib/db";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("when PostgreSQL restarts", () => {
  it("answers 503 instead of 500, loses no acknowledged dream, and recovers", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const terminate = () =>
      admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [
        `dreamscape/${process.pid}`,
      ]);

    const results: { status: number; body: ErrorShape & { id?: number }; retryAfter: string | null }[] = [];
    let next = 0;
    const TOTAL = 240;
    async function worker() {
      while (next < TOTAL) {
        const n = next++;
        const res = await call<ErrorShape & { id?: number }>(createDream, {
          cookie,
          body: { title: `Load ${n}`, content: `Dream ${n}` },
        });
        results.push({ status: res.status, body: res.body, retryAfter: res.headers.get("retry-after") });
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, worker));
    // Cut every connection of this process three times while the load runs.
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await terminate();
    }
    await load;
    await admin.end();

    // Only warnings were logged: no unexpected error, no uncaught exception.
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
    expect(results.some((r) => r.status === 503)).toBe(true);
    const statuses = new Set(results.map((r) => r.status));
    expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    for (const failed of results.filter((r) => r.status === 503)) {
      expect(failed.body.error.code).toBe("service_unavailable");
      expect(Number(failed.retryAfter)).toBeGreaterThan(0);
    }
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.body.id);
    const stored = new Set((await db().dream.findMany({ where: { userId: id }, select: { id: true } })).map((d) => d.id));
    expect(acknowledged.filter((dreamId) => dreamId === undefined || !stored.has(dreamId))).toEqual([]);
    // And the service is back: the next requests simply work.
    expect((await call(listDreams, { cookie })).status).toBe(200);
    expect((await call(createDream, { cookie, body: { title: "After", content: "It works again" } })).status).toBe(201);
  });
});

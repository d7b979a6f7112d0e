// An import while the server is told to stop (SIGTERM): it goes on while there
// is time; with too little left it stores no further batch and answers 503
// with how many dreams it stored, never half-stored in silence; the same file
// imported again adds the rest. The time left is given by the test (the
// server's stop is scripts/server.ts's, tried in tests/e2e/graceful-stop.spec.ts).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { db } from "@/lib/db";
import { STOP_MARGIN_MS } from "@/lib/dreams/import";
import type * as Shutdown from "@/lib/shutdown";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

/** What lib/shutdown.ts answers to each batch's "how long is left?" (null: not stopping). */
const timeLeft = vi.hoisted(() => ({ answers: [] as (number | null)[] }));
vi.mock("@/lib/shutdown", async (importOriginal) => ({
  ...(await importOriginal<typeof Shutdown>()),
  shutdownTimeLeft: () => timeLeft.answers.shift() ?? null,
}));

interface Report {
  imported: number;
  skipped: { index: number; reason: string }[];
}

const backup = (count: number) => ({
  format: "dreamscape-journal",
  version: 1,
  dreams: Array.from({ length: count }, (_, i) => ({
    title: `Stopping ${i}`,
    content: `The server was told to stop while dream ${i} came in.`,
    createdAt: new Date(Date.UTC(2024, 5, 1) + i * 60_000).toISOString(),
  })),
});

beforeEach(() => {
  timeLeft.answers.length = 0;
});

describe("an import while the server stops", () => {
  it("finishes when there is time enough", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    timeLeft.answers.push(20_000, 19_000, 18_000);
    const res = await call<Report>(importDreams, { cookie, body: backup(600) });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(600);
    expect(await db().dream.count({ where: { userId: id } })).toBe(600);
  });

  it("stops between batches with too little time left and says how many dreams it stored; the same file again adds the rest", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The first batch (250 dreams) starts while serving; before the second, the stop leaves too little time.
    timeLeft.answers.push(null, STOP_MARGIN_MS - 1);
    const stopped = await call<ErrorShape & { error: { details: { imported: number } } }>(importDreams, {
      cookie,
      body: backup(600),
    });
    warn.mockRestore();
    expect(stopped.status).toBe(503);
    expect(stopped.headers.get("retry-after")).toBe("5");
    expect(stopped.body.error.code).toBe("service_unavailable");
    expect(stopped.body.error.details.imported).toBe(250);
    expect(stopped.body.error.message).toBe(
      "The import stopped after storing 250 of 600 dreams. Import the same file again to add the rest: dreams already stored are skipped.",
    );
    expect(await db().dream.count({ where: { userId: id } })).toBe(250);

    const again = await call<Report>(importDreams, { cookie, body: backup(600) });
    expect(again.status).toBe(200);
    expect(again.body.imported).toBe(350);
    expect(again.body.skipped).toHaveLength(250);
    expect(await db().dream.count({ where: { userId: id } })).toBe(600);
  });
});

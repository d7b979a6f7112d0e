import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATABASE_TIMEOUT_MS, readinessOf, type ServerState } from "./readiness";

function server(overrides: Partial<ServerState> = {}): ServerState & { trips: number } {
  const state = {
    trips: 0,
    roundTrip: () => {
      state.trips++;
      return Promise.resolve();
    },
    listening: () => true,
    workerRunning: () => true,
    shuttingDown: () => false,
    ...overrides,
  };
  return state;
}

const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("readiness", () => {
  it("is ready when the database answers, the listener is connected and the worker runs", async () => {
    expect(await readinessOf(server())()).toEqual([]);
  });

  it("names every check that fails", async () => {
    const check = readinessOf(
      server({ roundTrip: () => Promise.reject(new Error("ECONNREFUSED")), listening: () => false, workerRunning: () => false }),
    );
    expect(await check()).toEqual(["database", "notifications", "jobs"]);
  });

  it("gives the database one second, then answers without it", async () => {
    const answer = readinessOf(server({ roundTrip: never }))();
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS - 1);
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual(["database"]);
  });

  it("shares one round trip between probes that come while it is out, and asks again once one is stuck for 10 s", async () => {
    let trips = 0;
    const check = readinessOf(
      server({
        roundTrip: () => {
          trips++;
          return never();
        },
      }),
    );
    const first = check();
    const second = check();
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS);
    expect(await Promise.all([first, second])).toEqual([["database"], ["database"]]);
    expect(trips).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    const later = check();
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS);
    await later;
    expect(trips).toBe(2);
  });

  it("answers a stopping server at once, without asking the database", async () => {
    const state = server({ shuttingDown: () => true });
    expect(await readinessOf(state)()).toEqual(["shutdown"]);
    expect(state.trips).toBe(0);
  });
});

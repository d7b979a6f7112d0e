// AI provider slots (lib/jobs/slots.ts): each lease has its own token, so a
// call that outlived its lease cannot free the slot's newer lease; a lease is
// renewed while its call runs; and a wait for a slot is woken by the release
// itself (NOTIFY), not by polling.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { listening, stopListening } from "@/lib/db/notifications";
import { env } from "@/lib/env";
import { acquireSlots, keepLeases, releaseSlots, renewSlots, slotReleases, withSlot, type SlotLease } from "@/lib/jobs/slots";

const holderOf = async (slot: number) =>
  (
    await db().$queryRaw<{ holder: string | null; until: Date | null }[]>`
    SELECT "holder", "until" FROM "ai_slots" WHERE "slot" = ${slot}`
  )[0];

const held: SlotLease[] = [];
/** Every slot free now, leased for a minute (slots others hold are theirs). */
async function leaseAllFree(): Promise<SlotLease[]> {
  const leases = await acquireSlots(env.AI_CONCURRENCY, 60_000);
  held.push(...leases);
  return leases;
}

afterEach(async () => {
  vi.useRealTimers();
  await releaseSlots(held.splice(0));
});

afterAll(async () => {
  await stopListening();
});

describe("AI slot leases", () => {
  it("a late release after a re-lease frees nothing of the newer lease", async () => {
    const [first] = await acquireSlots(1, 60_000);
    expect(first).toBeDefined();
    // Its call outlives it: the lease runs out (aged here), and the slot is leased again.
    await db().$executeRaw`
      UPDATE "ai_slots" SET "until" = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE "slot" = ${first.slot}`;
    const newer = (await leaseAllFree()).find((lease) => lease.slot === first.slot);
    expect(newer).toBeDefined();
    expect(newer?.holder).not.toBe(first.holder);

    await releaseSlots([first]); // the late call ends
    expect((await holderOf(first.slot)).holder).toBe(newer?.holder);
    expect(await renewSlots([first], 60_000)).toBe(0);
    expect(await acquireSlots(1, 60_000).then((leases) => leases.filter((l) => l.slot === first.slot))).toEqual([]);

    await releaseSlots(held.splice(0));
    expect((await holderOf(first.slot)).holder).toBeNull();
  });

  it("is renewed while its call runs, so it lasts as long as the call", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const [lease] = await acquireSlots(1, 3_000);
    held.push(lease);
    const before = (await holderOf(lease.slot)).until?.getTime() ?? 0;
    const stop = keepLeases([lease], 3_000);
    // A third of the lease later it is renewed, from the database's now.
    await db().$executeRaw`
      UPDATE "ai_slots" SET "until" = (now() AT TIME ZONE 'UTC') + interval '500 milliseconds' WHERE "slot" = ${lease.slot}`;
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(async () => expect((await holderOf(lease.slot)).until?.getTime() ?? 0).toBeGreaterThanOrEqual(before), {
      timeout: 5_000,
      interval: 20,
    });
    stop();
    expect((await holderOf(lease.slot)).holder).toBe(lease.holder);
  });

  it("a wait for a slot is woken by its release, announced to every server", async () => {
    const leases = await leaseAllFree();
    expect(leases.length).toBeGreaterThan(0);
    const wait = slotReleases();
    try {
      await vi.waitFor(() => expect(listening()).toBe(true), { timeout: 10_000, interval: 20 });
      // Nothing else would wake it for a minute: the leases run for a minute, the wait for 20 s.
      const woken = wait.until(20_000);
      await releaseSlots([leases[0]]);
      expect(await woken).toBe("released");
    } finally {
      wait.cancel();
    }
  });

  it("withSlot takes the slot released while it waits, and gives it back", async () => {
    const leases = await leaseAllFree();
    await vi.waitFor(() => expect(listening()).toBe(true), { timeout: 10_000, interval: 20 });
    const call = vi.fn(() => Promise.resolve("answered"));
    const result = withSlot(60_000, 20_000, call);
    await releaseSlots([leases[0]]);
    expect(await result).toEqual({ value: "answered" });
    expect(call).toHaveBeenCalledTimes(1);
    expect((await holderOf(leases[0].slot)).holder).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { hasEnded, premiumStanding, supersedes, type StoredSubscription } from "./subscription-state";

const T = new Date("2026-11-25T12:00:00Z");
const later = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const stored = (
  status: string | null,
  eventAt: Date | null = T,
  subscriptionId: string | null = "sub_1",
): StoredSubscription => ({
  subscriptionId,
  status,
  eventAt,
});
const update = (status: string, at = T, subscriptionId = "sub_1") => ({ subscriptionId, status, at });

describe("supersedes", () => {
  it("applies anything to a user no event has reached yet", () => {
    expect(supersedes(stored(null, null, null), update("incomplete"))).toBe(true);
    expect(supersedes(stored("active", null), update("past_due"))).toBe(true);
  });

  it("orders by Stripe's creation time", () => {
    expect(supersedes(stored("active"), update("past_due", later(5)))).toBe(true);
    expect(supersedes(stored("past_due", later(5)), update("active"))).toBe(false);
    expect(supersedes(stored("unpaid", later(10)), update("active", later(5)))).toBe(false);
  });

  it("breaks a tie within one second by the subscription's life: the later state wins, in either order", () => {
    const pairs: Array<[string, string]> = [
      ["incomplete", "active"],
      ["trialing", "active"],
      ["active", "past_due"],
      ["past_due", "unpaid"],
      ["unpaid", "canceled"],
      ["active", "canceled"],
    ];
    for (const [earlier, next] of pairs) {
      expect(supersedes(stored(earlier), update(next)), `${earlier} → ${next}`).toBe(true);
      expect(supersedes(stored(next), update(earlier)), `${next} ↛ ${earlier}`).toBe(false);
    }
    // The same state twice changes nothing.
    expect(supersedes(stored("active"), update("active"))).toBe(false);
  });

  it("never brings an ended subscription back, however late the event", () => {
    expect(supersedes(stored("canceled"), update("active", later(60)))).toBe(false);
    expect(supersedes(stored("incomplete_expired", null), update("active", later(60)))).toBe(false);
    // A new subscription of the same customer is another matter.
    expect(supersedes(stored("canceled"), update("active", later(60), "sub_2"))).toBe(true);
  });

  it("ignores the end of another subscription than the user's", () => {
    expect(supersedes(stored("active", T, "sub_2"), update("canceled", later(60)))).toBe(false);
    expect(supersedes(stored(null, null, null), update("canceled"))).toBe(true);
  });
});

describe("hasEnded", () => {
  it("is about the stored subscription only", () => {
    expect(hasEnded(stored("canceled"), "sub_1")).toBe(true);
    expect(hasEnded(stored("canceled"), "sub_2")).toBe(false);
    expect(hasEnded(stored("unpaid"), "sub_1")).toBe(false);
  });
});

describe("premiumStanding", () => {
  const end = new Date("2026-12-25T12:00:00Z");
  const terms = (status: string, cancel: { atPeriodEnd?: boolean; at?: Date } = {}) => ({
    status,
    cancelAtPeriodEnd: cancel.atPeriodEnd ?? false,
    cancelAt: cancel.at ?? null,
    periodEnd: end,
  });

  it("renews an active or trialing subscription at the end of its period", () => {
    expect(premiumStanding("active", terms("active"))).toEqual({ status: "active", renewsAt: end, endsAt: null });
    expect(premiumStanding("active", terms("trialing"))).toEqual({ status: "trialing", renewsAt: end, endsAt: null });
  });

  it("says a subscription cancelled in the portal ends, and when", () => {
    expect(premiumStanding("active", terms("active", { atPeriodEnd: true }))).toEqual({
      status: "ending",
      renewsAt: null,
      endsAt: end,
    });
    const at = new Date("2026-12-01T00:00:00Z");
    expect(premiumStanding("active", terms("active", { at }))).toEqual({ status: "ending", renewsAt: null, endsAt: at });
  });

  it("reports a failed renewal Stripe is retrying", () => {
    expect(premiumStanding("active", terms("past_due")).status).toBe("past_due");
  });

  it("prefers Stripe's status now, and falls back on the stored one without it", () => {
    expect(premiumStanding("active", terms("canceled"))).toEqual({ status: "ended", renewsAt: null, endsAt: null });
    expect(premiumStanding("past_due", null)).toEqual({ status: "past_due", renewsAt: null, endsAt: null });
    expect(premiumStanding("unpaid", null).status).toBe("ended");
  });

  it("calls Premium without a Stripe subscription active, with no renewal date", () => {
    expect(premiumStanding(null, null)).toEqual({ status: "active", renewsAt: null, endsAt: null });
  });
});

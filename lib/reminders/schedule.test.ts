import { describe, expect, it } from "vitest";
import { dayIn, wallClock } from "@/lib/time/zone";
import { DAYS, dayOfDate, daysOf, maskOf, minuteOf, timeOf, type Day } from "./days";
import { localMidnight, nextReminderAt } from "./schedule";

const every = maskOf([...DAYS]);
const rule = (time: string, days: readonly Day[] = DAYS) => ({ minute: minuteOf(time), days: maskOf(days) });
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe("days and times", () => {
  it("stores days as bits, Monday first, and reads them back in week order", () => {
    expect(maskOf(["mon"])).toBe(1);
    expect(maskOf(["sun"])).toBe(64);
    expect(every).toBe(127);
    expect(daysOf(maskOf(["sun", "mon", "wed"]))).toEqual(["mon", "wed", "sun"]);
    expect(daysOf(0)).toEqual([]);
  });

  it("knows the weekday of a calendar day", () => {
    expect(dayOfDate("2026-11-27")).toBe("fri");
    expect(dayOfDate("2026-03-29")).toBe("sun");
    expect(dayOfDate("2024-02-29")).toBe("thu");
  });

  it("converts HH:MM and minutes both ways", () => {
    expect(minuteOf("07:30")).toBe(450);
    expect(minuteOf("00:00")).toBe(0);
    expect(minuteOf("23:59")).toBe(1439);
    expect(timeOf(450)).toBe("07:30");
    expect(timeOf(5)).toBe("00:05");
  });
});

describe("nextReminderAt", () => {
  it("is the chosen minute of the user's clock, today if still ahead, else tomorrow", () => {
    // 08:00 in Berlin (CET, UTC+1): 07:30 has passed, 09:15 has not.
    const now = new Date("2026-11-27T07:00:00Z");
    expect(iso(nextReminderAt(rule("07:30"), "Europe/Berlin", now))).toBe("2026-11-28T06:30:00.000Z");
    expect(iso(nextReminderAt(rule("09:15"), "Europe/Berlin", now))).toBe("2026-11-27T08:15:00.000Z");
    // Exactly at the minute: the next one, never the same one twice.
    const at = new Date("2026-11-27T08:15:00Z");
    expect(iso(nextReminderAt(rule("09:15"), "Europe/Berlin", at))).toBe("2026-11-28T08:15:00.000Z");
  });

  it("follows the user's day across the date line", () => {
    // 09:00 UTC on 1 January is 23:00 on the 1st in Kiritimati (UTC+14) and 22:00 on 31 December in Pago Pago (UTC-11).
    const now = new Date("2026-01-01T09:00:00Z");
    expect(iso(nextReminderAt(rule("07:00"), "Pacific/Kiritimati", now))).toBe("2026-01-01T17:00:00.000Z");
    expect(iso(nextReminderAt(rule("07:00"), "Pacific/Pago_Pago", now))).toBe("2026-01-01T18:00:00.000Z");
    expect(iso(nextReminderAt(rule("07:00"), "UTC", now))).toBe("2026-01-02T07:00:00.000Z");
  });

  it("keeps to the chosen days: after Friday's, Monday's", () => {
    const weekdays = rule("06:45", ["mon", "tue", "wed", "thu", "fri"]);
    const friday = new Date("2026-11-27T11:45:00Z"); // Friday 06:45 in New York (EST)
    expect(iso(nextReminderAt(weekdays, "America/New_York", friday))).toBe("2026-11-30T11:45:00.000Z");
    expect(nextReminderAt({ minute: 405, days: 0 }, "America/New_York", friday)).toBeNull();
    // One day a week: a week later.
    expect(iso(nextReminderAt(rule("06:45", ["fri"]), "America/New_York", friday))).toBe("2026-12-04T11:45:00.000Z");
  });

  it("moves with summer time: the same 07:00 on the clock is an hour earlier in UTC", () => {
    // New York springs forward on Sunday 8 March 2026.
    const saturday = new Date("2026-03-07T12:30:00Z");
    expect(iso(nextReminderAt(rule("07:00"), "America/New_York", saturday))).toBe("2026-03-08T11:00:00.000Z");
    const sunday = new Date("2026-03-08T11:00:00Z");
    expect(iso(nextReminderAt(rule("07:00"), "America/New_York", sunday))).toBe("2026-03-09T11:00:00.000Z");
    // And back on Sunday 1 November.
    const before = new Date("2026-10-31T11:00:00Z");
    expect(iso(nextReminderAt(rule("07:00"), "America/New_York", before))).toBe("2026-11-01T12:00:00.000Z");
  });

  it("sends a time skipped in spring once, an hour later, and a time that happens twice in autumn once, the first time", () => {
    // Berlin: 29 March 2026 has no 02:30 (02:00 → 03:00); it is read as 03:30 CEST (01:30 UTC).
    const gap = nextReminderAt(rule("02:30"), "Europe/Berlin", new Date("2026-03-28T12:00:00Z"));
    expect(iso(gap)).toBe("2026-03-29T01:30:00.000Z");
    expect(wallClock(gap!, "Europe/Berlin")).toBe("2026-03-29T03:30:00");
    expect(iso(nextReminderAt(rule("02:30"), "Europe/Berlin", gap!))).toBe("2026-03-30T00:30:00.000Z");
    // 25 October 2026 has 02:30 twice (CEST, then CET): the first, and not again an hour later.
    const twice = nextReminderAt(rule("02:30"), "Europe/Berlin", new Date("2026-10-24T12:00:00Z"));
    expect(iso(twice)).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(nextReminderAt(rule("02:30"), "Europe/Berlin", twice!))).toBe("2026-10-26T01:30:00.000Z");
  });

  it("half-hour summer time (Lord Howe Island) moves the reminder by 30 minutes", () => {
    // UTC+11 in summer, UTC+10:30 in winter; the change back is on 5 April 2026.
    const saturday = new Date("2026-04-04T00:00:00Z");
    expect(iso(nextReminderAt(rule("07:00"), "Australia/Lord_Howe", saturday))).toBe("2026-04-04T20:30:00.000Z");
    expect(iso(nextReminderAt(rule("07:00"), "Australia/Lord_Howe", new Date("2026-04-04T20:30:00Z")))).toBe(
      "2026-04-05T20:30:00.000Z",
    );
  });

  it("gives every chosen day of a whole year exactly one reminder, whatever the zone's changes", () => {
    for (const zone of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Tokyo"]) {
      for (const time of ["00:00", "00:30", "02:30", "07:00", "23:59"]) {
        const days = new Set<string>();
        let at = new Date("2026-01-01T00:00:00Z");
        for (let i = 0; i < 365; i++) {
          const next = nextReminderAt(rule(time), zone, at);
          expect(next, `${zone} ${time}`).not.toBeNull();
          const day = dayIn(next!, zone);
          expect(days.has(day), `${zone} ${time} ${day}`).toBe(false);
          days.add(day);
          // Never more than two days apart (a skipped day would be), never less than 22 hours.
          const gap = next!.getTime() - at.getTime();
          if (i > 0) expect(gap, `${zone} ${time} ${day}`).toBeGreaterThanOrEqual(22 * 3_600_000);
          if (i > 0) expect(gap, `${zone} ${time} ${day}`).toBeLessThanOrEqual(26 * 3_600_000);
          at = next!;
        }
      }
    }
    // 9,125 schedules, each through Intl's time zone data: about 5 s on one busy core.
  }, 30_000);
});

describe("localMidnight", () => {
  it("is where the user's day began, in summer and winter", () => {
    expect(iso(localMidnight(new Date("2026-07-01T10:00:00Z"), "Europe/Berlin"))).toBe("2026-06-30T22:00:00.000Z");
    expect(iso(localMidnight(new Date("2026-12-01T10:00:00Z"), "Europe/Berlin"))).toBe("2026-11-30T23:00:00.000Z");
    expect(iso(localMidnight(new Date("2026-01-01T09:00:00Z"), "Pacific/Kiritimati"))).toBe("2025-12-31T10:00:00.000Z");
  });
});

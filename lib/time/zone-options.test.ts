import { describe, expect, it } from "vitest";
import { ZONE_ALIASES } from "./zone-data/aliases";
import { zoneCities } from "./zone-names";
import { availableZones, fold, matchZones, offsetLabel, optionLabel, zoneOptions } from "./zone-options";

const now = new Date("2026-11-20T12:30:00Z");

describe("the zones offered", () => {
  it("are the runtime's, by their current names, once each, with UTC", () => {
    const zones = availableZones();
    expect(zones).toContain("Europe/Kyiv");
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).toContain("UTC");
    expect(zones.filter((zone) => zone in ZONE_ALIASES)).toEqual([]);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it("include the user's zone and the device's, renamed, even if the runtime does not list them", () => {
    const zones = availableZones(["Etc/GMT-3", "Europe/Kiev", null]);
    expect(zones).toContain("Etc/GMT-3");
    expect(zones.filter((zone) => zone === "Europe/Kyiv")).toHaveLength(1);
    expect(zones).not.toContain("Europe/Kiev");
  });
});

describe("an option", () => {
  it("writes the offset as UTC±h[:mm]", () => {
    expect(offsetLabel(840)).toBe("UTC+14");
    expect(offsetLabel(-480)).toBe("UTC\u22128");
    expect(offsetLabel(330)).toBe("UTC+5:30");
    expect(offsetLabel(0)).toBe("UTC");
  });

  it("names the city and country in the reader's language", async () => {
    const options = zoneOptions(["Europe/Kyiv", "Pacific/Kiritimati", "UTC"], {
      locale: "uk",
      cities: await zoneCities("uk"),
      utcName: "Всесвітній координований час",
      now,
    });
    expect(options.map(optionLabel)).toEqual([
      "Всесвітній координований час (UTC)",
      "Київ, Україна (Europe/Kyiv)",
      "Кірітіматі, Кірибаті (Pacific/Kiritimati)",
    ]);
    expect(options.map((option) => option.offset)).toEqual(["UTC", "UTC+2", "UTC+14"]);
  });

  it("leaves out a country that only repeats the city, but still finds it", async () => {
    const naming = { locale: "en", cities: await zoneCities("en"), utcName: "UTC", now };
    const [singapore] = zoneOptions(["Asia/Singapore"], naming);
    expect(optionLabel(singapore)).toBe("Singapore (Asia/Singapore)");
    expect(matchZones([singapore], "singapore")).toHaveLength(1);
  });
});

describe("searching", async () => {
  const options = zoneOptions(availableZones(), { locale: "uk", cities: await zoneCities("uk"), utcName: "UTC", now });
  const found = (query: string) => matchZones(options, query).map((option) => option.zone);

  it("folds case and accents", () => {
    expect(fold("São_Paulo/ÎLE")).toBe("sao paulo ile");
  });

  it("finds a zone by its city in the reader's language, its IANA name, an old name, its country or its offset", () => {
    expect(found("київ")).toEqual(["Europe/Kyiv"]);
    expect(found("kyiv")).toEqual(["Europe/Kyiv"]);
    expect(found("Kiev")).toEqual(["Europe/Kyiv"]);
    expect(found("calcutta")).toEqual(["Asia/Kolkata"]);
    expect(found("кірибаті")).toEqual(expect.arrayContaining(["Pacific/Kiritimati", "Pacific/Tarawa", "Pacific/Kanton"]));
    expect(found("+14")).toEqual(["Pacific/Kiritimati"]);
    expect(found("utc-8")).toContain("America/Los_Angeles");
    expect(found("sao paulo")).toEqual(["America/Sao_Paulo"]);
  });

  it("needs every word to match, and lists cities starting with the search first", () => {
    expect(found("new york")).toEqual(["America/New_York"]);
    expect(found("лос")[0]).toBe("America/Los_Angeles");
    expect(found("zzzz")).toEqual([]);
    expect(found("  ")).toHaveLength(options.length);
  });
});

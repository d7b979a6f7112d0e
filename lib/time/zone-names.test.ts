import { describe, expect, it } from "vitest";
import { locales } from "@/lib/domain/locales";
import { ZONE_ALIASES } from "./zone-data/aliases";
import { ZONE_COUNTRIES } from "./zone-data/countries";
import { canonicalTimeZone } from "./zone";
import { cityOf, countryOf, spelledOutCity, zoneCities, zoneName } from "./zone-names";

const runtimeZones = Intl.supportedValuesOf("timeZone");

describe("the zone data (scripts/time-zone-data.ts, from CLDR)", () => {
  it("maps old names to current ones the runtime knows, in one step", () => {
    for (const [old, current] of Object.entries(ZONE_ALIASES)) {
      expect(ZONE_ALIASES[current], `${old} → ${current}`).toBeUndefined();
      expect(canonicalTimeZone(current), current).toBe(current);
    }
    expect(ZONE_ALIASES["Europe/Kiev"]).toBe("Europe/Kyiv");
    expect(ZONE_ALIASES["Asia/Calcutta"]).toBe("Asia/Kolkata");
  });

  it("places every zone the runtime lists, by its current name, in a country", () => {
    for (const zone of runtimeZones) {
      const current = ZONE_ALIASES[zone] ?? zone;
      expect(countryOf(current), zone).toMatch(/^[A-Z]{2}$/);
    }
    expect(countryOf("Europe/Kyiv")).toBe("UA");
    expect(countryOf("Asia/Jerusalem")).toBe("IL");
    expect(countryOf("UTC")).toBeNull();
    expect(Object.keys(ZONE_COUNTRIES).filter((zone) => zone in ZONE_ALIASES)).toEqual([]);
  });

  it.each(locales)("names cities in %s, for current names only", async (locale) => {
    const cities = await zoneCities(locale);
    for (const zone of Object.keys(cities)) expect(zone in ZONE_COUNTRIES, zone).toBe(true);
    // A city named differently from its IANA spelling in every language: Kyiv's (Kiev before 2022), Kolkata's.
    expect(cityOf("Europe/Kyiv", cities)).toBe({ en: "Kyiv", uk: "Київ", fr: "Kiev", de: "Kiew", es: "Kiev" }[locale]);
    expect(cityOf("Asia/Kolkata", cities)).toBe(
      { en: "Kolkata", uk: "Колката", fr: "Calcutta", de: "Kalkutta", es: "Calcuta" }[locale],
    );
  });

  it("names every zone in Ukrainian, whose script differs from the names'", async () => {
    const cities = await zoneCities("uk");
    const missing = Object.keys(ZONE_COUNTRIES).filter((zone) => !(zone in cities));
    expect(missing).toEqual([]);
  });
});

describe("a zone's name", () => {
  it("falls back to the city its IANA name spells out", () => {
    expect(spelledOutCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(cityOf("Pacific/Kiritimati", {})).toBe("Kiritimati");
  });

  it("names the city in the reader's language with the IANA name, and UTC as UTC", async () => {
    expect(zoneName("Pacific/Kiritimati", await zoneCities("uk"))).toBe("Кірітіматі (Pacific/Kiritimati)");
    expect(zoneName("Pacific/Kiritimati", await zoneCities("en"))).toBe("Kiritimati (Pacific/Kiritimati)");
    expect(zoneName("Europe/Berlin", await zoneCities("fr"))).toBe("Berlin (Europe/Berlin)");
    expect(zoneName("UTC", await zoneCities("de"))).toBe("UTC");
    expect(zoneName("Etc/GMT-3", await zoneCities("en"))).toBe("Etc/GMT-3");
  });
});

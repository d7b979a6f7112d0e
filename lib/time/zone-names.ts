// Time zones as people name them: the city in the reader's language ("Київ",
// "Kiew", "Kyiv") and its country, from Unicode CLDR (lib/time/zone-data/,
// written by scripts/time-zone-data.ts); a zone CLDR has no city for is
// called by the city its IANA name spells out ("Pacific/Kiritimati" →
// "Kiritimati"). Runs in the browser too, where only the reader's language
// is loaded.
import type { Locale } from "@/lib/domain/locales";
import { ZONE_COUNTRIES } from "./zone-data/countries";
import { DEFAULT_TIME_ZONE } from "./zone";

/** Current IANA name → city, in one language, where it differs from the name's own spelling. */
export type ZoneCities = Readonly<Record<string, string>>;

/** The cities in `locale`: one small file per language, loaded when needed. */
export async function zoneCities(locale: Locale): Promise<ZoneCities> {
  switch (locale) {
    case "en":
      return (await import("./zone-data/cities/en.json")).default;
    case "uk":
      return (await import("./zone-data/cities/uk.json")).default;
    case "fr":
      return (await import("./zone-data/cities/fr.json")).default;
    case "de":
      return (await import("./zone-data/cities/de.json")).default;
    case "es":
      return (await import("./zone-data/cities/es.json")).default;
  }
}

/** The city a zone's name spells out: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const spelledOutCity = (zone: string): string => (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");

/** The zone's city in the language of `cities`. */
export const cityOf = (zone: string, cities: ZoneCities): string => cities[zone] ?? spelledOutCity(zone);

/** The ISO 3166 code of the zone's country ("UA"); null for UTC and the Etc/ zones. */
export const countryOf = (zone: string): string | null => ZONE_COUNTRIES[zone] ?? null;

/**
 * A zone as a text names it: the city in the reader's language and the IANA
 * name, "Кірітіматі (Pacific/Kiritimati)", or the name alone where it says
 * as much ("UTC", "Etc/GMT-3").
 */
export function zoneName(zone: string, cities: ZoneCities): string {
  if (zone === DEFAULT_TIME_ZONE || countryOf(zone) === null) return zone;
  return `${cityOf(zone, cities)} (${zone})`;
}

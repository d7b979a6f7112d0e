// The time-zone picker's options (components/profile/time-zone-card.tsx):
// the zones this browser can show dates in, by their current names, each
// with its city and country in the reader's language and its offset now, and
// the search over them. Runs in the browser.
import { ZONE_ALIASES } from "./zone-data/aliases";
import { DEFAULT_TIME_ZONE, currentZoneName, offsetMinutes } from "./zone";
import { cityOf, countryOf, spelledOutCity, type ZoneCities } from "./zone-names";

export interface ZoneOption {
  /** The current IANA name, as stored. */
  zone: string;
  /** The city in the reader's language, or the zone's own label (UTC). */
  city: string;
  /** The country in the reader's language; null for UTC, the Etc/ zones and a city that names it (Singapore). */
  country: string | null;
  /** "UTC+14", "UTC−8", "UTC+5:30": the offset at the moment the options were made. */
  offset: string;
  /** Everything a search may match, folded (see `fold`). */
  haystack: string;
}

/** Lower case without accents, "_" and "/" as spaces: "Île/Ōsaka_Bay" → "ile osaka bay". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[_/]+/g, " ");
}

/** "UTC+14", "UTC−8" (a minus sign), "UTC+5:30", "UTC". */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return "UTC";
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? "\u2212" : "+"}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

let oldNames: Map<string, string[]> | undefined;

/** The older names of a current zone ("Europe/Kyiv" → Europe/Kiev, Europe/Zaporozhye, …), which a search also finds. */
function oldNamesOf(zone: string): string[] {
  if (!oldNames) {
    oldNames = new Map();
    for (const [old, current] of Object.entries(ZONE_ALIASES)) oldNames.set(current, [...(oldNames.get(current) ?? []), old]);
  }
  return oldNames.get(zone) ?? [];
}

/**
 * The zones this runtime lists (Intl.supportedValuesOf), renamed to their
 * current names and without repeats, with UTC and `also` (the user's zone,
 * the device's) even where the list lacks them.
 */
export function availableZones(also: readonly (string | null | undefined)[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = [DEFAULT_TIME_ZONE, ...listed, ...also].filter((zone): zone is string => Boolean(zone)).map(currentZoneName);
  return [...new Set(zones)];
}

interface Naming {
  locale: string;
  cities: ZoneCities;
  /** What UTC is called in the reader's language. */
  utcName: string;
  now?: Date;
}

/** The options for `zones`, sorted by city in the reader's language. */
export function zoneOptions(zones: readonly string[], { locale, cities, utcName, now = new Date() }: Naming): ZoneOption[] {
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    // A runtime without DisplayNames: the options go without their countries.
  }
  const options = zones.map((zone): ZoneOption => {
    const code = countryOf(zone);
    const country = code ? (regions?.of(code) ?? null) : null;
    const city = zone === DEFAULT_TIME_ZONE ? utcName : cityOf(zone, cities);
    const offset = offsetLabel(offsetMinutes(now, zone));
    const haystack = fold([city, country ?? "", zone, spelledOutCity(zone), ...oldNamesOf(zone), offset].join(" "));
    // "Singapore, Singapore" and "Hong Kong, Hong Kong SAR China" say the city twice: the country goes.
    const redundant = country !== null && fold(country).startsWith(fold(city));
    return { zone, city, country: redundant ? null : country, offset, haystack };
  });
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.city, b.city) || a.zone.localeCompare(b.zone));
}

/**
 * The options matching every word of `query` anywhere in their city, country,
 * name, older names or offset; those whose city starts with the query first.
 */
export function matchZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const folded = fold(query).trim();
  if (!folded) return [...options];
  // The offset is written with a minus sign; a typed hyphen means the same.
  const words = folded.replaceAll("-", "\u2212").split(/\s+/);
  const hits = options.filter((option) => {
    const haystack = option.haystack.replaceAll("-", "\u2212");
    return words.every((word) => haystack.includes(word));
  });
  const first = (option: ZoneOption) => (fold(option.city).startsWith(folded) ? 0 : 1);
  return hits.sort((a, b) => first(a) - first(b));
}

/** An option as a sentence names it: "Київ, Україна (Europe/Kyiv)", "Coordinated Universal Time (UTC)". */
export function optionLabel(option: ZoneOption): string {
  return `${option.city}${option.country ? `, ${option.country}` : ""} (${option.zone})`;
}

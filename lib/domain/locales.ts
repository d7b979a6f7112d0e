// The interface's languages: the one list. English is the default and the
// fallback for missing keys.
export const locales = ["en", "uk", "fr", "de", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

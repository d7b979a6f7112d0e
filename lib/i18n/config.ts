// Interface languages. English is the default and the fallback for missing keys.
export const locales = ["en", "uk", "fr", "de", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Our own cookie; `i18next` is also read so earlier clients keep their choice. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LEGACY_LOCALE_COOKIE = "i18next";
/** Sent by the app's fetch client (lib/api/client.ts): the language of the page asking, for the API's messages. */
export const LOCALE_HEADER = "x-dreamscape-locale";

export const localeNames: Record<Locale, string> = {
  en: "English",
  uk: "Українська",
  fr: "Français",
  de: "Deutsch",
  es: "Español",
};

/** For tight spaces (the header); "UK" would read as the United Kingdom. */
export const shortLocaleNames: Record<Locale, string> = { en: "EN", uk: "УКР", fr: "FR", de: "DE", es: "ES" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

// How the interface's languages (lib/domain/locales.ts) are named, chosen and told.
import type { Locale } from "@/lib/domain/locales";

/** Sent by the app's fetch client (lib/client/client.ts): the language of the page asking, for the API's messages. */
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

// Every page lives under app/[locale]/: proxy.ts picks the language (?lng=,
// the cookie, Accept-Language) and rewrites /about to /en/about, so a page
// that is the same for every visitor of a language can be prerendered once per
// language. Layouts, pages and their metadata call `pageLocale` first: it
// tells next-intl the language without reading the request (which would make
// the page dynamic).
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { isLocale, locales, type Locale } from "@/lib/domain/locales";

export type LocaleParams = Promise<{ locale: string }>;

export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** The languages a page is prerendered in. */
export function localeParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

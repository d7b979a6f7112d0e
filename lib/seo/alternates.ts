// The addresses search engines are told about a page: its canonical (its own
// address in its language), its versions in every language (hreflang, the
// same set on every version, English also as x-default), and the sitemap's
// entries. Absolute, built from APP_URL: never from a request's Host.
import { defaultLocale, locales, type Locale } from "@/lib/domain/locales";
import { localizedPath } from "@/lib/i18n/paths";

/** Open Graph names languages with a territory. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", uk: "uk_UA", fr: "fr_FR", de: "de_DE", es: "es_ES" };

export const absoluteUrl = (base: string, path: string) => new URL(path, base).toString();

/** hreflang → absolute URL of `path` in that language, and x-default (English). */
export function languageAlternates(base: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = absoluteUrl(base, localizedPath(locale, path));
  alternates["x-default"] = absoluteUrl(base, localizedPath(defaultLocale, path));
  return alternates;
}

export interface SitemapPage {
  path: string;
  priority: number;
}

/** One sitemap entry per language version of each page, each naming all the versions (xhtml:link). */
export function sitemapEntries(base: string, pages: readonly SitemapPage[]) {
  return pages.flatMap(({ path, priority }) => {
    const languages = languageAlternates(base, path);
    return locales.map((locale) => ({
      url: absoluteUrl(base, localizedPath(locale, path)),
      changeFrequency: "monthly" as const,
      priority,
      alternates: { languages },
    }));
  });
}

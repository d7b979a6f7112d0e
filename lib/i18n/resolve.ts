// How a request's language preference is read, by one rule everywhere (the
// proxy's redirects, the API's messages, mail): the language the page asking
// is in (X-Dreamscape-Locale, sent by the app's own fetch client), then the
// language the person chose before (our cookie, then i18next's, which earlier
// clients set), then the browser's Accept-Language, then English. A page's own
// language is never read from these: it is in its address (lib/i18n/paths.ts).
import { LEGACY_LOCALE_COOKIE, LOCALE_COOKIE } from "@/lib/domain/wire.mjs";
import { defaultLocale, isLocale, type Locale } from "@/lib/domain/locales";

/** "uk-UA" → "uk"; anything unknown → null. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** Best supported language of an Accept-Language header, by q-value then order. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 32) // a hostile header should not cost much
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { locale: normalizeLocale(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r): r is { locale: Locale; weight: number; index: number } => r.locale !== null && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale ?? null;
}

/**
 * The first value of a cookie in a Cookie header. Two cookies of one name
 * (set for different paths or domains) arrive most specific first, so the
 * first one counts, as it does for browsers' own document.cookie readers.
 */
export function firstCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The language a person chose before: the first NEXT_LOCALE cookie, else the
 * first i18next one. A value that names no supported language is no choice.
 */
export function chosenLocale(cookieHeader: string | null | undefined): Locale | null {
  return (
    normalizeLocale(firstCookie(cookieHeader, LOCALE_COOKIE)) ?? normalizeLocale(firstCookie(cookieHeader, LEGACY_LOCALE_COOKIE))
  );
}

export interface PreferenceSources {
  /** The language of the page that asks (the app's fetch client says it). */
  page?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}

/** The language for an answer that has no address of its own (an API message, a mail). */
export function preferredLocale({ page, cookieHeader, acceptLanguage }: PreferenceSources): Locale {
  return normalizeLocale(page) ?? chosenLocale(cookieHeader) ?? fromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

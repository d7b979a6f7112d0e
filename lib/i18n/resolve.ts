// Picks the interface language in the spec's order: ?lng=, then a cookie
// (ours, then i18next's), then the browser's Accept-Language, then English.
import { defaultLocale, isLocale, type Locale } from "./config";

export interface LocaleSources {
  query?: string | null;
  cookie?: string | null;
  legacyCookie?: string | null;
  acceptLanguage?: string | null;
}

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

export function resolveLocale(sources: LocaleSources): Locale {
  return (
    normalizeLocale(sources.query) ??
    normalizeLocale(sources.cookie) ??
    normalizeLocale(sources.legacyCookie) ??
    fromAcceptLanguage(sources.acceptLanguage) ??
    defaultLocale
  );
}

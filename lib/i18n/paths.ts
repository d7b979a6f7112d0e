// Every page has one address per language: English at the spec's paths
// (/about), the other languages under their code (/uk/about). Pure, so that
// proxy.ts, the pages' metadata, the sitemap and the browser agree.
import { defaultLocale, isLocale, type Locale } from "@/lib/domain/locales";

/** The address of `path` (which may carry a query) in `locale`: "/about" → "/uk/about", "/" → "/uk". */
export function localizedPath(locale: Locale, path: string): `/${string}` {
  const absolute: `/${string}` = path.startsWith("/") ? (path as `/${string}`) : `/${path}`;
  if (locale === defaultLocale) return absolute;
  if (absolute === "/" || absolute.startsWith("/?")) return `/${locale}${absolute.slice(1)}`;
  return `/${locale}${absolute}`;
}

export interface SplitPath {
  /** The language named by the address's first segment, if it names one ("en" included). */
  prefix: Locale | null;
  /** The rest of the address, "/" for a language's home. */
  rest: string;
}

/** "/uk/about" → { prefix: "uk", rest: "/about" }; "/about" → { prefix: null, rest: "/about" }. */
export function splitLocale(pathname: string): SplitPath {
  const first = pathname.split("/")[1] ?? "";
  if (!isLocale(first)) return { prefix: null, rest: pathname };
  const rest = pathname.slice(first.length + 1);
  return { prefix: first, rest: rest === "" ? "/" : rest };
}

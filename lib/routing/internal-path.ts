// Where a page address is served from. Every page lives under its language
// (app/[locale]/), so that public pages can be prerendered per language;
// proxy.ts picks the language and rewrites the address.
import { isLocale } from "@/lib/i18n/config";

/** The signed-in shell's copies of the public pages (app/[locale]/(signed-in)/member/). */
const MEMBER = "/member";
/** The signed-in pages themselves (app/[locale]/(signed-in)/(app)/) and the auth screens. */
const OWN_PAGES =
  /^\/(?:dreams\/(?!share(?:\/|$))[^/]+|analyses(?:\/[^/]+)?|playlists|calendar|trends|profile|checkout\/[^/]+|auth(?:\/.*)?)?$/;

/**
 * Where a page address is served from: every page lives under its language
 * (app/[locale]/), so that public pages can be prerendered per language. A
 * signed-in visitor sees the public pages (about, pricing, a shared dream, a
 * page not found…) inside the signed-in shell, with their header and upgrade
 * button; everyone else gets the prerendered or server-rendered public page.
 * The internal addresses themselves are not pages: asked for directly, they
 * are not found.
 */
export function internalPath(pathname: string, locale: string, signedIn: boolean): string {
  const inner = pathname === "/" ? "" : pathname;
  if (isLocaleSegment(pathname) || pathname === MEMBER || pathname.startsWith(`${MEMBER}/`))
    return `/${locale}${signedIn ? MEMBER : ""}/not-found`;
  if (!signedIn || OWN_PAGES.test(pathname)) return `/${locale}${inner}`;
  return `/${locale}${MEMBER}${inner}`;
}

function isLocaleSegment(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first);
}

import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { locales } from "@/lib/domain/locales";
import { localizedPath } from "@/lib/i18n/paths";

// Built per request, so the addresses follow APP_URL at run time, not at build time.
export const dynamic = "force-dynamic";

const PRIVATE = ["/profile", "/analyses", "/playlists", "/calendar", "/trends", "/checkout/", "/subscription/", "/dreams/"];

// Public pages and shared dreams may be indexed, in every language; the API and signed-in pages may not.
export default function robots(): MetadataRoute.Robots {
  const disallow = ["/api/", "/offline/", ...locales.flatMap((locale) => PRIVATE.map((path) => localizedPath(locale, path)))];
  return {
    rules: { userAgent: "*", allow: ["/", ...locales.map((locale) => localizedPath(locale, "/dreams/share/"))], disallow },
    sitemap: new URL("/sitemap.xml", env.APP_URL).toString(),
  };
}

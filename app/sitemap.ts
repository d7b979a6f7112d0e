import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { sitemapEntries } from "@/lib/seo/alternates";

// Built per request, so the addresses follow APP_URL at run time, not at build time.
export const dynamic = "force-dynamic";

/** The public pages (docs/product.md: shared dreams are found through the links people post, not listed here). */
export const PUBLIC_PAGES = [
  { path: "/about", priority: 0.8 },
  { path: "/help", priority: 0.6 },
  { path: "/pricing", priority: 0.7 },
  { path: "/auth", priority: 0.5 },
] as const;

/** Every language's address of every public page, each naming the others (xhtml:link alternates). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(env.APP_URL, PUBLIC_PAGES);
}

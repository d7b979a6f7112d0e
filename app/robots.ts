import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Built per request, so the addresses follow APP_URL at run time, not at build time.
export const dynamic = "force-dynamic";

// Public pages and shared dreams may be indexed; the API and signed-in pages may not.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/profile",
        "/analyses",
        "/playlists",
        "/calendar",
        "/trends",
        "/checkout/",
        "/subscription/",
        "/offline/",
      ],
    },
    sitemap: new URL("/sitemap.xml", env.APP_URL).toString(),
  };
}

// schema.org data for a shared dream's page.
import "server-only";
import { env } from "@/lib/env";
import { PRODUCT } from "@/lib/seo/metadata";
import { shareDescription } from "./service";
import type { SharedEntry } from "./schema";
import { shareUrl } from "@/lib/dreams/share-url";

/** schema.org data for search engines; "<" is escaped so no text in a dream can close the script. */
export function sharedDreamJsonLd(shareId: string, entry: SharedEntry): string {
  const url = shareUrl(shareId);
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: entry.title.slice(0, 110),
    description: shareDescription(entry.content),
    articleBody: entry.content,
    datePublished: entry.createdAt,
    url,
    mainEntityOfPage: url,
    image: `${url}/image`,
    isAccessibleForFree: true,
    publisher: { "@type": "Organization", name: PRODUCT, url: env.APP_URL },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { SharedDreamView } from "@/components/share/shared-dream-view";
import { env } from "@/lib/env";
import { pageMetadata, PRODUCT } from "@/lib/seo/metadata";
import type { SharedEntry } from "@/lib/share/cache";
import { publicView, shareDescription, sharedEntry } from "@/lib/share/service";
import { sharePath, shareUrl } from "@/lib/share/urls";

interface Props {
  params: Promise<{ shareId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shareId } = await params;
  const entry = await sharedEntry(shareId);
  if (!entry) {
    const t = await getTranslations("Share");
    return { title: t("notFoundTitle"), description: t("notFoundDescription"), robots: { index: false, follow: false } };
  }
  const path = sharePath(shareId);
  const base = await pageMetadata({
    title: entry.title,
    description: shareDescription(entry.content),
    path,
    type: "article",
    image: `${path}/image`,
  });
  return {
    ...base,
    openGraph: { ...base.openGraph, type: "article", publishedTime: entry.createdAt.toISOString() },
    robots: { index: true, follow: true },
  };
}

/** schema.org data for search engines; "<" is escaped so no text in a dream can close the script. */
function jsonLd(shareId: string, entry: SharedEntry): string {
  const url = shareUrl(shareId);
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: entry.title.slice(0, 110),
    description: shareDescription(entry.content),
    articleBody: entry.content,
    datePublished: entry.createdAt.toISOString(),
    url,
    mainEntityOfPage: url,
    image: `${url}/image`,
    isAccessibleForFree: true,
    publisher: { "@type": "Organization", name: PRODUCT, url: env.APP_URL },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export default async function SharedDreamPage({ params }: Props) {
  const { shareId } = await params;
  const entry = await sharedEntry(shareId);
  // Unknown, revoked, deleted or malformed: status 404 and noindex (./not-found.tsx).
  if (!entry) notFound();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd(shareId, entry) }} />
      <SharedDreamView dream={publicView(entry)} />
    </>
  );
}

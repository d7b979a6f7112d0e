import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SharedDreamView } from "@/components/share/shared-dream-view";
import { isLocale } from "@/lib/domain/locales";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { sharedDreamJsonLd } from "@/lib/share/json-ld";
import { publicView, shareDescription, sharedEntry } from "@/lib/share/service";
import { sharePath } from "@/lib/dreams/share-url";

interface Props {
  params: Promise<{ locale: string; shareId: string }>;
}

// Rendered once per language on its first visit and kept by Next's cache
// (lib/cache/page-cache-handler.mjs) until the dream changes: every server
// forgets it the moment the database announces a change (lib/cache/tags.ts).
// The revalidation time is only a safety net.
// Next reads segment settings as literals: SHARED_REVALIDATE (lib/share/service.ts).
export const revalidate = 600;
// None at build time: a dream is rendered on its link's first visit.
export const generateStaticParams = (): { shareId: string }[] => [];

/** The language the dream was written in (its interpretation's), else English. */
const dreamLocale = (language: string | null) => (isLocale(language) ? language : "en");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const { shareId } = await params;
  const entry = await sharedEntry(shareId);
  if (!entry) {
    const t = await getTranslations("Share");
    return { title: t("notFoundTitle"), description: t("notFoundDescription"), robots: { index: false, follow: false } };
  }
  const path = sharePath(shareId);
  // One canonical address, in the dream's language: the other languages' frames around the same text are not translations of it.
  const base = await pageMetadata({
    title: entry.title,
    description: shareDescription(entry.content),
    path,
    type: "article",
    image: `${path}/image`,
    canonicalLocale: dreamLocale(entry.language),
  });
  return {
    ...base,
    openGraph: { ...base.openGraph, type: "article", publishedTime: entry.createdAt },
    robots: { index: true, follow: true },
  };
}

export default async function SharedDreamPage({ params }: Props) {
  await pageLocale(params);
  const { shareId } = await params;
  const entry = await sharedEntry(shareId);
  // Unknown, revoked, deleted or malformed: status 404 and noindex (./not-found.tsx).
  if (!entry) notFound();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: sharedDreamJsonLd(shareId, entry) }} />
      <SharedDreamView dream={publicView(entry)} lang={dreamLocale(entry.language)} />
    </>
  );
}

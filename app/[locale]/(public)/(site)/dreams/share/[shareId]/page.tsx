import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SharedDreamView } from "@/components/share/shared-dream-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { sharedDreamJsonLd } from "@/lib/share/json-ld";
import { publicView, shareDescription, sharedEntry } from "@/lib/share/service";
import { sharePath } from "@/lib/share/urls";

interface Props {
  params: Promise<{ locale: string; shareId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
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

export default async function SharedDreamPage({ params }: Props) {
  await pageLocale(params);
  const { shareId } = await params;
  const entry = await sharedEntry(shareId);
  // Unknown, revoked, deleted or malformed: status 404 and noindex (./not-found.tsx).
  if (!entry) notFound();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: sharedDreamJsonLd(shareId, entry) }} />
      <SharedDreamView dream={publicView(entry)} />
    </>
  );
}

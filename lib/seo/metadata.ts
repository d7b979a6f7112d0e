// Page metadata: '{page title} | DreamScape', description, Open Graph and
// Twitter tags, and a canonical link, for every page.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { NamespaceWith } from "@/lib/i18n/messages";
import { PRODUCT } from "./product";

export { PRODUCT };
export const BANNER = "/banner.png";

interface PageMeta {
  title?: string;
  description?: string;
  path: string;
  type?: "website" | "article";
  image?: string;
  keywords?: string[];
}

export async function pageMetadata({ title, description, path, type = "website", image, keywords }: PageMeta): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  const desc = description ?? t("description");
  const full = title ? `${title} | ${PRODUCT}` : `${PRODUCT} – ${t("description")}`;
  const images = [{ url: image ?? BANNER, width: 1200, height: 630, alt: PRODUCT }];
  return {
    title: title ?? { absolute: full },
    description: desc,
    keywords:
      keywords ??
      t("keywords")
        .split(",")
        .map((k) => k.trim()),
    alternates: { canonical: path },
    openGraph: { title: full, description: desc, url: path, type, siteName: PRODUCT, images },
    twitter: { card: "summary_large_image", title: full, description: desc, images: images.map((i) => i.url) },
  };
}

/** Shorthand for a page whose title comes from `<namespace>.title`. */
export async function titledPage(namespace: NamespaceWith<"title">, path: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return pageMetadata({ title: t("title"), path });
}

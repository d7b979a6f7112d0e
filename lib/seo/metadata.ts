// Page metadata: '{page title} | DreamScape', description, keywords, Open
// Graph and Twitter tags, a canonical link to the page's own address in its
// language, and its versions in the other languages (hreflang).
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { isLocale, locales, type Locale } from "@/lib/domain/locales";
import { localizedPath } from "@/lib/i18n/paths";
import type { NamespaceWith } from "@/lib/i18n/messages";
import { absoluteUrl, languageAlternates, OG_LOCALES } from "./alternates";
import { PRODUCT } from "./product";

export { PRODUCT };
export const BANNER = "/banner.png";

interface PageMeta {
  title?: string;
  description?: string;
  /** The page's address without its language (the English one). */
  path: string;
  type?: "website" | "article";
  image?: string;
  keywords?: string[];
  /**
   * The one canonical language of the page, when its content has a language
   * of its own (a shared dream): every language's version names that one,
   * and none lists the others as its translations.
   */
  canonicalLocale?: Locale;
}

async function pageLocaleOf(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : "en";
}

export async function pageMetadata({
  title,
  description,
  path,
  type = "website",
  image,
  keywords,
  canonicalLocale,
}: PageMeta): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  const locale = await pageLocaleOf();
  const desc = description ?? t("description");
  const full = title ? `${title} | ${PRODUCT}` : `${PRODUCT} – ${t("description")}`;
  const images = [{ url: image ?? BANNER, width: 1200, height: 630, alt: PRODUCT }];
  const own = absoluteUrl(env.APP_URL, localizedPath(locale, path));
  const canonical = canonicalLocale ? absoluteUrl(env.APP_URL, localizedPath(canonicalLocale, path)) : own;
  return {
    title: title ?? { absolute: full },
    description: desc,
    keywords:
      keywords ??
      t("keywords")
        .split(",")
        .map((k) => k.trim()),
    alternates: canonicalLocale ? { canonical } : { canonical, languages: languageAlternates(env.APP_URL, path) },
    openGraph: {
      title: full,
      description: desc,
      url: canonical,
      type,
      siteName: PRODUCT,
      images,
      locale: OG_LOCALES[canonicalLocale ?? locale],
      ...(canonicalLocale ? {} : { alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]) }),
    },
    twitter: { card: "summary_large_image", title: full, description: desc, images: images.map((i) => i.url) },
  };
}

/** Shorthand for a page whose title comes from `<namespace>.title`. */
export async function titledPage(namespace: NamespaceWith<"title">, path: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return pageMetadata({ title: t("title"), path });
}

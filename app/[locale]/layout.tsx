// The document every page shares: Radix Themes (pruned to what the design uses,
// lib/design/radix-css.mjs, written by next.config.mjs), the design's tokens
// and the app's styles, the fonts, the theme script and the offline worker.
// It reads nothing from the request, so that public pages can be prerendered
// per language; what a signed-in page needs (messages, session, providers) is
// in (signed-in)/layout.tsx, what a public page needs in (public)/layout.tsx.
import "../styles/radix.generated.css";
import "../styles/theme.css";
import "../globals.css";
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Document, DOCUMENT_VIEWPORT } from "@/components/layout/document";
import { env } from "@/lib/env";
import { localeParams, pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata, PRODUCT } from "@/lib/seo/metadata";

// Every public page is prerendered in the five languages. Other values of the
// segment never arrive (proxy.ts rewrites every address under a known
// language) and would be refused by pageLocale; `dynamicParams = false` is
// not set because it would forbid the pages below that are rendered on their
// first visit (a shared dream).
export const generateStaticParams = localeParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("Metadata");
  // The defaults of every page; a page names its own addresses (canonical, languages), and a page not found none.
  const { alternates: _ownAddresses, ...base } = await pageMetadata({ path: "/" });
  return {
    ...base,
    metadataBase: new URL(env.APP_URL),
    title: { default: `${PRODUCT} – ${t("description")}`, template: `%s | ${PRODUCT}` },
    applicationName: PRODUCT,
  };
}

export const viewport: Viewport = DOCUMENT_VIEWPORT;

export default async function RootLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  return <Document locale={locale}>{children}</Document>;
}

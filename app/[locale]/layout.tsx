// The document every page shares: Radix Themes (pruned to what the design uses,
// lib/design/radix-css.mjs, written by next.config.mjs), the design's tokens
// and the app's styles, the fonts, the theme script and the offline worker.
// It reads nothing from the request, so that public pages can be prerendered
// per language; what a signed-in page needs (messages, session, providers) is
// in (signed-in)/layout.tsx, what a public page needs in (public)/layout.tsx.
import "../styles/radix.generated.css";
import "../styles/theme.css";
import "../globals.css";
import { Theme } from "@radix-ui/themes";
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker";
import { fontVariables } from "@/lib/design/fonts";
import { THEME_SCRIPT } from "@/lib/design/theme-script";
import { env } from "@/lib/env";
import { localeParams, pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { buildId } from "@/lib/pwa/build-id";
import { pageMetadata, PRODUCT } from "@/lib/seo/metadata";

export const generateStaticParams = localeParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("Metadata");
  const base = await pageMetadata({ path: "/" });
  return {
    ...base,
    metadataBase: new URL(env.APP_URL),
    title: { default: `${PRODUCT} – ${t("description")}`, template: `%s | ${PRODUCT}` },
    applicationName: PRODUCT,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#0e0c1c" },
    { media: "(prefers-color-scheme: light)", color: "#fbfaff" },
  ],
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      <body>
        {/* Before anything paints: the stored light/dark choice (allowed by its hash in the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Theme className="app-root" accentColor="violet" grayColor="mauve" radius="large" panelBackground="translucent">
          {children}
          <ServiceWorkerRegistration version={buildId()} locale={locale} />
        </Theme>
      </body>
    </html>
  );
}

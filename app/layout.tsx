// Radix Themes, pruned to what the design uses (lib/design/radix-css.mjs,
// written by next.config.mjs), then the design's tokens and the app's styles.
import "./styles/radix.generated.css";
import "./styles/theme.css";
import "./globals.css";
import { Theme } from "@radix-ui/themes";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker";
import { ThemeProvider } from "@/components/layout/theme-provider";
import { currentUser } from "@/lib/auth/current-user";
import { fontVariables } from "@/lib/design/fonts";
import { clientMessages } from "@/lib/i18n/messages";
import { env } from "@/lib/env";
import { buildId } from "@/lib/pwa/build-id";
import { pageMetadata, PRODUCT } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, initialUser, requestHeaders] = await Promise.all([
    getLocale(),
    getMessages(),
    currentUser(),
    headers(),
  ]);
  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      <body>
        <ThemeProvider nonce={requestHeaders.get("x-nonce") ?? undefined}>
          <NextIntlClientProvider messages={clientMessages(messages)}>
            <Theme className="app-root" accentColor="violet" grayColor="mauve" radius="large" panelBackground="translucent">
              <Providers initialUser={initialUser}>
                <Header />
                <main id="main" className="site-main">
                  {children}
                </main>
                <Footer />
              </Providers>
              <ServiceWorkerRegistration version={buildId()} />
            </Theme>
          </NextIntlClientProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}

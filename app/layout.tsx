// Radix Themes without its 31 colour scales: the tokens, the nine scales the
// design uses (docs/design.md), the components and the layout utilities.
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/tokens/colors/mauve.css";
import "@radix-ui/themes/tokens/colors/violet.css";
import "@radix-ui/themes/tokens/colors/teal.css";
import "@radix-ui/themes/tokens/colors/amber.css";
import "@radix-ui/themes/tokens/colors/orange.css";
import "@radix-ui/themes/tokens/colors/blue.css";
import "@radix-ui/themes/tokens/colors/crimson.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/tokens/colors/jade.css";
import "@radix-ui/themes/components.css";
import "@radix-ui/themes/utilities.css";
import "./styles/theme.css";
import "./globals.css";
import { Theme } from "@radix-ui/themes";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker";
import { ThemeProvider } from "@/components/layout/theme-provider";
import { currentUser } from "@/lib/auth/current-user";
import { fontVariables } from "@/lib/design/fonts";
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
  const [locale, initialUser, requestHeaders] = await Promise.all([getLocale(), currentUser(), headers()]);
  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      <body>
        <ThemeProvider nonce={requestHeaders.get("x-nonce") ?? undefined}>
          <NextIntlClientProvider>
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

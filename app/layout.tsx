import "@radix-ui/themes/styles.css";
import "./globals.css";
import { Theme } from "@radix-ui/themes";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Suspense } from "react";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker";
import { currentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
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

export const viewport: Viewport = { themeColor: "#1b1530", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, initialUser] = await Promise.all([getLocale(), currentUser()]);
  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <NextIntlClientProvider>
          <Theme appearance="dark" accentColor="violet" grayColor="mauve" radius="large">
            <Providers initialUser={initialUser}>
              <Suspense>
                <Header />
              </Suspense>
              <main className="site-main">{children}</main>
            </Providers>
            <ServiceWorkerRegistration />
          </Theme>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

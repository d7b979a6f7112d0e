// The document every page shares (app/[locale]/layout.tsx, and Next's page
// not found, app/not-found.tsx): <html> in the page's language, the theme
// script, Radix Themes, the language for every link, the offline worker and
// Stripe's publishable key.
import { Theme } from "@radix-ui/themes";
import type { Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker";
import { fontVariables } from "@/lib/design/fonts";
import { THEME_SCRIPT } from "@/lib/design/theme-script";
import type { Locale } from "@/lib/domain/locales";
import { buildId, stripePublishableKey } from "@/lib/env";

/** The browser's colours around the page, as the theme's backgrounds. */
export const DOCUMENT_VIEWPORT: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#0e0c1c" },
    { media: "(prefers-color-scheme: light)", color: "#fbfaff" },
  ],
  width: "device-width",
  initialScale: 1,
};

export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // data-stripe-key: Stripe.js's publishable key, for the checkout (components/billing/use-checkout.ts).
    <html lang={locale} className={fontVariables} data-stripe-key={stripePublishableKey} suppressHydrationWarning>
      <body>
        {/* Before anything paints: the stored light/dark choice (allowed by its hash in the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Theme className="app-root" accentColor="violet" grayColor="mauve" radius="large" panelBackground="translucent">
          {/* The page's language for every link (lib/i18n/navigation.ts); messages come with the islands that use them. */}
          <NextIntlClientProvider messages={null}>
            {children}
            <ServiceWorkerRegistration version={buildId()} locale={locale} />
          </NextIntlClientProvider>
        </Theme>
      </body>
    </html>
  );
}

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { OfflineSync } from "@/components/offline/offline-sync";
import { ReportTimeZone } from "@/components/profile/report-time-zone";
import type { PublicUser } from "@/lib/auth/schema";
import type { Locale } from "@/lib/i18n/config";
import { clientMessages, translationMessages } from "@/lib/i18n/messages";

/**
 * What a signed-in visitor sees around every page: the header with their
 * links, upgrade and log out, the session, SWR, toasts, the client messages,
 * offline sync and the footer.
 */
export function SignedInFrame({
  locale,
  user,
  children,
}: {
  locale: Locale;
  user: PublicUser | null | undefined;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={clientMessages(translationMessages(locale))}>
      <Providers initialUser={user}>
        <Header />
        <main id="main" className="site-main">
          <OfflineSync />
          <ReportTimeZone />
          {children}
        </main>
        <Footer />
      </Providers>
    </NextIntlClientProvider>
  );
}

import { NextIntlClientProvider } from "next-intl";
import { Suspense, type ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { OfflineSync } from "@/components/offline/offline-sync";
import { ReportTimeZone } from "@/components/profile/report-time-zone";
import type { PublicUser } from "@/lib/auth/schema";
import type { Locale } from "@/lib/domain/locales";
import { clientMessages, translationMessages } from "@/lib/i18n/messages";
import { userTimeZone } from "@/lib/time/zone";

/**
 * What a signed-in visitor sees around every page: the header with their
 * links, upgrade and log out, the session, SWR, toasts, the client messages,
 * offline sync and the footer. Every date below is written in the user's
 * time zone (UTC while it is unknown): the server renders with the same zone
 * the browser then formats with, so the two agree; a changed zone reaches
 * both through a refresh (lib/swr/use-time-zone.ts).
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
    <NextIntlClientProvider messages={clientMessages(translationMessages(locale))} timeZone={userTimeZone(user?.timeZone)}>
      <Providers initialUser={user}>
        {/* Boundaries the browser hydrates one by one, answering input between them (the page's own parts are split the same way). */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        <main id="main" className="site-main">
          <OfflineSync />
          <ReportTimeZone />
          {children}
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </Providers>
    </NextIntlClientProvider>
  );
}

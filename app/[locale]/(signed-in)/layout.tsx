import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { OfflineSync } from "@/components/offline/offline-sync";
import { ReportTimeZone } from "@/components/profile/report-time-zone";
import { currentUser } from "@/lib/auth/current-user";
import { clientMessages, translationMessages } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// Every page a signed-in visitor sees: the journal and its siblings ((app)/,
// which also require the session), and the public pages as a signed-in
// visitor sees them (member/, where proxy.ts sends them): the header with
// their links and upgrade, the session, SWR, toasts, and the client messages.
export default async function SignedInLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  const initialUser = await currentUser();
  return (
    <NextIntlClientProvider messages={clientMessages(translationMessages(locale))}>
      <Providers initialUser={initialUser}>
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

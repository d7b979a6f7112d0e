import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Providers } from "@/components/layout/providers";
import { OfflineSync } from "@/components/offline/offline-sync";
import { ReportTimeZone } from "@/components/profile/report-time-zone";
import type { PublicUser } from "@/lib/auth/schema";
import type { Locale } from "@/lib/domain/locales";
import { clientMessages, pickMessages, translationMessages, type ClientNamespace } from "@/lib/i18n/messages";
import { userTimeZone } from "@/lib/time/zone";

/**
 * What the frame's own client parts translate with: the header, toasts, the
 * offline banner, and the error view (app/[locale]/(signed-in)/error.tsx).
 * Each page sends its own parts theirs (components/layout/page-messages.tsx);
 * page-messages.test.ts checks both lists against the code.
 */
export const FRAME_NAMESPACES = [
  "Common",
  "Drafts",
  "Nav",
  "PageError",
  "Pricing",
  "Toast",
] as const satisfies readonly ClientNamespace[];

/**
 * What a signed-in visitor sees around every page: the header with their
 * links, upgrade and log out, the session, SWR, toasts, the frame's messages,
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
    <NextIntlClientProvider
      messages={pickMessages(clientMessages(translationMessages(locale)), FRAME_NAMESPACES)}
      timeZone={userTimeZone(user?.timeZone)}
    >
      <Providers initialUser={user}>
        {/* The header and the footer are drawn in place, with the page: React reveals a boundary this far into
            the page by script, after the first paint (moving everything under it), and never without
            JavaScript (docs/performance.md). */}
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

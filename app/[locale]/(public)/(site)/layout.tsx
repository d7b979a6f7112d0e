import { Suspense, type ReactNode } from "react";
import { PublicHeader } from "@/components/layout/public-header";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/**
 * The public pages with the header (the auth screens carry their own language
 * picker and no header). Header and page are separate Suspense boundaries,
 * although nothing in them waits: React then hydrates each in its own task
 * instead of the whole document in one, so a phone's main thread is never
 * blocked for long (Lighthouse's Total Blocking Time).
 */
export default async function PublicSiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <Suspense>
        <PublicHeader />
      </Suspense>
      <main id="main" className="site-main">
        <Suspense>{children}</Suspense>
      </main>
    </>
  );
}

import type { ReactNode } from "react";
import { PublicHeader } from "@/components/layout/public-header";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** The public pages with the header (the auth screens carry their own language picker and no header). */
export default async function PublicSiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <PublicHeader />
      <main id="main" className="site-main">
        {children}
      </main>
    </>
  );
}

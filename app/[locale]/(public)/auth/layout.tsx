import type { ReactNode } from "react";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export default async function AuthLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return (
    <main id="main" className="site-main">
      {children}
    </main>
  );
}

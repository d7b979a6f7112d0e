import type { ReactNode } from "react";
import { PublicSiteFrame } from "@/components/layout/public-site-frame";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** The public pages with the header. */
export default async function PublicSiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return <PublicSiteFrame>{children}</PublicSiteFrame>;
}

import type { ReactNode } from "react";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Sets the page's language before the segment's not-found view renders (it cannot read the address itself). */
export default async function SharedDreamLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return children;
}

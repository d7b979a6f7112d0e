import type { ReactNode } from "react";
import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { currentUser } from "@/lib/auth/current-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// Every page a signed-in visitor sees: the journal and its siblings ((app)/,
// which also require the session), and the public pages as a signed-in
// visitor sees them (member/, where proxy.ts sends them).
export default async function SignedInLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  return (
    <SignedInFrame locale={locale} user={await currentUser()}>
      {children}
    </SignedInFrame>
  );
}

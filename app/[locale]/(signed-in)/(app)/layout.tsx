import type { ReactNode } from "react";
import { Protected } from "@/components/auth/protected";
import { currentSession } from "@/lib/auth/current-user";
import { redirect } from "@/lib/i18n/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// The session is read on the server: a signed-in user gets the page at once,
// a signed-out one is redirected before anything renders (through
// /auth/expired when a stale cookie has to go first). Protected keeps
// watching in the browser (a logout elsewhere, an expired session).
export default async function SignedInLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  const { user, invalid } = await currentSession();
  if (user === null) redirect({ href: invalid ? "/auth/expired" : "/auth", locale });
  return <Protected>{children}</Protected>;
}

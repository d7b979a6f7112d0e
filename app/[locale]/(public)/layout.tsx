import type { ReactNode } from "react";
import { MessagesFor } from "@/components/i18n/messages-for";
import { Footer } from "@/components/layout/footer";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// Pages for visitors who are not signed in: rendered on the server, and
// prerendered per language where they are the same for everyone. No session,
// no SWR, no toaster: a page's interactive islands bring what they use
// (components/layout/public-island.tsx). The error page's messages are here
// because an error boundary cannot have a provider of its own (the boundaries
// are in (site)/ and auth/, each inside its frame).
export default async function PublicLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <MessagesFor namespaces={["PageError"]}>{children}</MessagesFor>
      <Footer />
    </>
  );
}

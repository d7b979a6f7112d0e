import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages, pickMessages, translationMessages, type ClientNamespace } from "@/lib/i18n/messages";
import { isLocale } from "@/lib/domain/locales";

/**
 * Client components below get only these namespaces: on a public page, each
 * interactive island is sent the few messages it uses, not the catalogue; on
 * a signed-in page, the page's own parts (components/layout/page-messages.tsx).
 * `timeZone` is the one dates below are written in (the request's, UTC, unless given).
 */
export async function MessagesFor({
  namespaces,
  timeZone,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  timeZone?: string;
  children: ReactNode;
}) {
  const locale = await getLocale();
  const messages = clientMessages(translationMessages(isLocale(locale) ? locale : "en"));
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

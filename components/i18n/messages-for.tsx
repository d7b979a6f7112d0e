import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages, pickMessages, translationMessages, type ClientNamespace } from "@/lib/i18n/messages";
import { isLocale, type Locale } from "@/lib/domain/locales";

/**
 * Client components below get only these namespaces: on a public page, each
 * interactive island is sent the few messages it uses, not the catalogue; on
 * a signed-in page, the page's own parts (components/layout/page-messages.tsx).
 * `timeZone` is the one dates below are written in (the request's, UTC, unless given).
 */
export async function MessagesFor({
  namespaces,
  locale,
  timeZone,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  /** The page's language; without it, the one next-intl was told for this render (pageLocale). */
  locale?: Locale;
  timeZone?: string;
  children: ReactNode;
}) {
  const told = locale ?? (await getLocale());
  const language = isLocale(told) ? told : "en";
  return (
    <NextIntlClientProvider
      locale={language}
      messages={pickMessages(clientMessages(translationMessages(language)), namespaces)}
      timeZone={timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}

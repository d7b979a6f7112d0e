// Every page not found: an address that is no page, and those proxy.ts knows
// to be missing (an unknown or revoked share link, a member's dream or
// analysis that is gone). Next renders this document whole on the server, per
// request (a page that throws notFound() gets only an empty shell the browser
// fills in), so crawlers, link previews and readers without JavaScript get the
// text, in the address's language, with status 404, in the visitor's or the
// member's frame. Unlike a not-found.tsx, it is not part of every page.
import "./styles/radix.generated.css";
import "./styles/theme.css";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { MessagesFor } from "@/components/i18n/messages-for";
import { Document, DOCUMENT_VIEWPORT } from "@/components/layout/document";
import { Footer } from "@/components/layout/footer";
import { NotFoundView, notFoundMetadata } from "@/components/layout/not-found-view";
import { PublicSiteFrame } from "@/components/layout/public-site-frame";
import { WholePageLinks } from "@/components/layout/whole-page-links";
import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { currentUser } from "@/lib/auth/current-user";
import { LOCALE_HEADER } from "@/lib/i18n/config";
import { normalizeLocale } from "@/lib/i18n/resolve";
import { NOT_FOUND_HEADER, notFoundKind } from "@/lib/routing/not-found";
import { PRODUCT } from "@/lib/seo/product";

/** The language and the kind, as proxy.ts set them (English and "page" for what it did not see). */
async function whatWasNotFound() {
  const h = await headers();
  const locale = normalizeLocale(h.get(LOCALE_HEADER)) ?? "en";
  setRequestLocale(locale);
  return { locale, kind: notFoundKind(h.get(NOT_FOUND_HEADER)) };
}

export const viewport: Viewport = DOCUMENT_VIEWPORT;

export async function generateMetadata(): Promise<Metadata> {
  const { kind } = await whatWasNotFound();
  const { title, ...rest } = await notFoundMetadata(kind);
  return { ...rest, title: `${title} | ${PRODUCT}` };
}

export default async function GlobalNotFound() {
  const { locale, kind } = await whatWasNotFound();
  // undefined: the database cannot tell right now, so the visitor's frame.
  const user = await currentUser();
  const view = <NotFoundView kind={kind} />;
  return (
    <Document locale={locale}>
      <WholePageLinks />
      {user ? (
        <SignedInFrame locale={locale} user={user}>
          {view}
        </SignedInFrame>
      ) : (
        <>
          <MessagesFor namespaces={["PageError"]}>
            <PublicSiteFrame>{view}</PublicSiteFrame>
          </MessagesFor>
          <Footer />
        </>
      )}
    </Document>
  );
}

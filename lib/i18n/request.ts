// next-intl's request configuration. A page's language is in its address
// (app/[locale]/, lib/i18n/paths.ts): layouts and pages call `pageLocale`,
// which tells next-intl without reading the request, so pages the same for
// everyone stay cacheable. Anything else (a route handler's translations)
// reads the language the request prefers, by the one rule of lib/i18n/resolve.ts.
// The zone is UTC here because this configuration serves public pages too,
// which know no user and must not read the session; a signed-in page's dates
// are the user's: the signed-in frame gives the client provider the user's
// zone (components/layout/signed-in-frame.tsx), and server code formats a
// user's dates with that zone itself (lib/time/format.ts formatIn).
import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_HEADER } from "./config";
import { isLocale } from "@/lib/domain/locales";
import { translationMessages } from "./messages";
import { preferredLocale } from "./resolve";

async function localeOfRequest() {
  const h = await headers();
  return preferredLocale({ page: h.get(LOCALE_HEADER), cookieHeader: h.get("cookie"), acceptLanguage: h.get("accept-language") });
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : await localeOfRequest();
  return { locale, messages: translationMessages(locale), timeZone: "UTC" };
});

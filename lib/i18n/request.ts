// next-intl request configuration. Pages live under app/[locale]/ (proxy.ts
// rewrites each address under the language it picked from ?lng=, the cookies
// or Accept-Language) and tell next-intl their language (page-locale.ts), so
// prerendered pages never read the request. Anything else (a dynamic page's
// metadata, a route handler) reads the language the proxy picked, or picks it
// the same way.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { isLocale, LEGACY_LOCALE_COOKIE, LOCALE_COOKIE, LOCALE_HEADER } from "./config";
import { translationMessages } from "./messages";
import { resolveLocale } from "./resolve";

async function localeOfRequest() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return resolveLocale({
    query: h.get(LOCALE_HEADER),
    cookie: c.get(LOCALE_COOKIE)?.value,
    legacyCookie: c.get(LEGACY_LOCALE_COOKIE)?.value,
    acceptLanguage: h.get("accept-language"),
  });
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : await localeOfRequest();
  return { locale, messages: translationMessages(locale), timeZone: "UTC" };
});

// next-intl request configuration: no locale in the URL; the language comes
// from ?lng= (forwarded by proxy.ts), the cookies or Accept-Language.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LEGACY_LOCALE_COOKIE, LOCALE_COOKIE, LOCALE_HEADER } from "./config";
import { messagesFor } from "./messages";
import { resolveLocale } from "./resolve";

export default getRequestConfig(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const locale = resolveLocale({
    query: h.get(LOCALE_HEADER),
    cookie: c.get(LOCALE_COOKIE)?.value,
    legacyCookie: c.get(LEGACY_LOCALE_COOKIE)?.value,
    acceptLanguage: h.get("accept-language"),
  });
  return { locale, messages: messagesFor(locale), timeZone: "UTC" };
});

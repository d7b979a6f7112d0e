// Requests with a method Next does not route (anything but GET, HEAD, OPTIONS,
// POST, PUT, DELETE and PATCH), and methods a page or a file does not take. Next answers them before any code of ours runs,
// a route handler with an empty 400, and TRACE or TRACK (which the Fetch
// standard forbids in a Request) with a 500 wherever they go, proxy.ts
// included. So scripts/server.ts answers them before Next: 405 with the
// address's Allow, for the API in its error shape and the caller's language.
// Free of "server-only" and of Next: the server script runs it outside Next.
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import fr from "../../messages/fr.json";
import uk from "../../messages/uk.json";
import { LOCALE_HEADER } from "../i18n/config";
import { type Locale } from "@/lib/domain/locales";
import { preferredLocale } from "../i18n/resolve";
import { NEXT_METHODS, PAGE_ALLOW, pageTakes } from "../routing/methods";
import { allowOf, apiRouteOf } from "./routes";

// Plain texts without ICU arguments, read as written (lib/api/unrouted.test.ts compares them with the translator's).
const TEXTS: Record<Locale, Pick<typeof en.Errors, "methodNotAllowed" | "routeNotFound">> = {
  en: en.Errors,
  uk: uk.Errors,
  fr: fr.Errors,
  de: de.Errors,
  es: es.Errors,
};

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function pathOf(url: string): string {
  try {
    return new URL(url, "http://app.invalid").pathname;
  } catch {
    return "/";
  }
}

/** The answer to a request Next would not route; null when Next takes the method. */
export function unroutedAnswer(method: string, url: string, header: (name: string) => string | null): Answer | null {
  const pathname = pathOf(url);
  // A page or a file takes only what lib/routing/methods.ts says: Next would
  // render a page for a PUT, and answer a file's with a 500.
  if (!pathname.startsWith("/api/") && !pageTakes(method, pathname))
    return { status: 405, headers: { Allow: PAGE_ALLOW, "Cache-Control": "no-store" }, body: "" };
  if (NEXT_METHODS.has(method)) return null;
  if (!pathname.startsWith("/api/")) {
    return { status: 405, headers: { Allow: PAGE_ALLOW, "Cache-Control": "no-store" }, body: "" };
  }
  const texts =
    TEXTS[
      preferredLocale({
        page: header(LOCALE_HEADER),
        cookieHeader: header("cookie"),
        acceptLanguage: header("accept-language"),
      })
    ];
  const route = apiRouteOf(pathname);
  const headers = { "Content-Type": "application/json", "Cache-Control": "no-store" };
  if (!route) {
    return { status: 404, headers, body: JSON.stringify({ error: { code: "not_found", message: texts.routeNotFound } }) };
  }
  return {
    status: 405,
    headers: { ...headers, Allow: allowOf(route) },
    body: JSON.stringify({ error: { code: "method_not_allowed", message: texts.methodNotAllowed } }),
  };
}

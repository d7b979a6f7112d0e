// Which page a request gets, decided from its address, its session and the
// language its sender prefers: the whole routing rule of proxy.ts, pure so
// that it can be tested by itself.
//
// Every page has one address per language (lib/i18n/paths.ts), and the
// content at an address is always that address's language. Preferences
// (the NEXT_LOCALE cookie, Accept-Language) only ever choose a redirect, and
// only for a person's plain visit to an English address: a crawler, which sends
// neither, is never redirected. Inside the app every page lives under
// app/[locale]/, so the address is rewritten to the page's internal one:
// /about → /en/about, /uk/about → /uk/about, and for a signed-in visitor the
// public pages in the signed-in shell, /uk/member/about.
//
// An address that is no page is answered by Next's own page not found
// (app/not-found.tsx), which is the one Next renders on the server in full;
// a page that throws notFound() gets only an empty shell that the browser
// fills in. So the addresses whose page depends on data (a shared dream, a
// member's dream or analysis) name what must exist, and proxy.ts checks it.
import { defaultLocale, type Locale } from "@/lib/domain/locales";
import { localizedPath, splitLocale } from "@/lib/i18n/paths";
import { normalizeLocale } from "@/lib/i18n/resolve";

/** Signed-in pages: visitors are sent to sign in. */
const PROTECTED = ["/", "/profile", "/analyses", "/playlists", "/calendar", "/trends", "/checkout", "/dreams"];
const UNDER_SHARE = /^\/dreams\/share(?:\/|$)/;
const SHARED_DREAM = /^\/dreams\/share\/([^/]+)$/;
/** A shared dream's preview image: the same for members and visitors. */
const SHARED_IMAGE = /^\/dreams\/share\/[^/]+\/image$/;
const DREAM = /^\/dreams\/(?!share$)([^/]+)$/;
const ANALYSIS = /^\/analyses\/([^/]+)$/;
/** The public pages (app/[locale]/(public)/), as members see them too (app/[locale]/(signed-in)/member/). */
const PUBLIC_PAGES = ["/about", "/help", "/pricing", "/subscription/success", "/subscription/cancel"];
/** The auth screens (app/[locale]/(public)/auth/). */
const AUTH_PAGES = ["/auth", "/auth/reset-password", "/auth/verify", "/auth/expired"];
/** The signed-in pages themselves (app/[locale]/(signed-in)/(app)/). */
const APP_PAGES = ["/", "/profile", "/analyses", "/playlists", "/calendar", "/trends"];
const APP_PATTERNS = [DREAM, ANALYSIS, /^\/checkout\/[^/]+$/];
/** Public pages that carry a secret in their address or act on load: never kept by a shared cache. */
const PRIVATE_PUBLIC = ["/auth/reset-password", "/auth/verify", "/auth/expired", "/subscription/success"];

const isProtected = (rest: string) =>
  !UNDER_SHARE.test(rest) && PROTECTED.some((p) => rest === p || (p !== "/" && rest.startsWith(`${p}/`)));
const isAppPage = (rest: string) => APP_PAGES.includes(rest) || APP_PATTERNS.some((pattern) => pattern.test(rest));

export interface PageRequest {
  pathname: string;
  query: URLSearchParams;
  signedIn: boolean;
  /** The language the person chose before (lib/i18n/resolve.ts, chosenLocale). */
  chosen: Locale | null;
  /** The browser's best supported language (Accept-Language). */
  browser: Locale | null;
  /** A person's plain visit: a GET or HEAD of a document, not the client router's background request. */
  visit: boolean;
}

/**
 * How shared caches may keep the answer:
 * - "public": the same HTML for every visitor at this address (About, Help, Pricing, Auth);
 * - "shared-dream": the same for every visitor too, but must leave caches within a minute of a revoke;
 * - "private": a member's page, one that carries a secret in its address, or a page not found.
 */
export type CacheClass = "public" | "shared-dream" | "private";

/** What a page needs to exist before it is rendered; missing, the address answers "not found". */
export type Requirement =
  { kind: "shared-dream"; shareId: string } | { kind: "dream"; id: string } | { kind: "analysis"; id: string };

/** Which text the page not found shows: the spec's "404 Page Not Found", or "Dream Not Found". */
export type NotFoundKind = "page" | "shared-dream" | "dream";

export type PageRoute =
  | {
      type: "redirect";
      /** A path and query on this site: never built from the request's Host. */
      location: string;
      permanent: boolean;
      /** ?lng= chose a language: remember it. */
      remember?: Locale;
    }
  | {
      type: "render";
      locale: Locale;
      /** Where Next finds the page (under app/[locale]/). */
      internal: string;
      cache: CacheClass;
      /**
       * The request headers the answer depends on: the cookie (a member gets
       * their own shell), and for English addresses, which redirect by
       * preference, Accept-Language too. Null for what is the same for all.
       */
      vary: string | null;
      requires?: Requirement;
      /**
       * The page is the same HTML for whoever asks, member or visitor (the
       * auth screens have no member's frame): it is served as built, under
       * its own policy of script hashes, never under a per-request nonce its
       * scripts would not carry.
       */
      sameForAll?: true;
    }
  | { type: "not-found"; locale: Locale; kind: NotFoundKind };

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export function pageRoute(req: PageRequest): PageRoute {
  const { prefix, rest } = splitLocale(req.pathname);

  // ?lng= (the spec's detection, and old links): the address in that language, remembered.
  const lng = normalizeLocale(req.query.get("lng"));
  if (lng) {
    const query = new URLSearchParams(req.query);
    query.delete("lng");
    return { type: "redirect", location: withQuery(localizedPath(lng, rest), query), permanent: false, remember: lng };
  }
  // English has no prefix: /en/about is /about.
  if (prefix === defaultLocale) return { type: "redirect", location: withQuery(rest, req.query), permanent: true };

  let locale: Locale = prefix ?? defaultLocale;
  let moved = false;
  if (prefix === null && req.visit) {
    const wanted = req.chosen ?? req.browser;
    if (wanted && wanted !== defaultLocale) {
      locale = wanted;
      moved = true;
    }
  }
  if (isProtected(rest) && !req.signedIn) return { type: "redirect", location: localizedPath(locale, "/auth"), permanent: false };
  if (req.signedIn && rest === "/auth") return { type: "redirect", location: localizedPath(locale, "/"), permanent: false };
  if (moved) return { type: "redirect", location: withQuery(localizedPath(locale, rest), req.query), permanent: false };

  const vary = prefix === null ? "Cookie, Accept-Language" : "Cookie";
  const at = (page: string, member = false) => `/${locale}${member ? "/member" : ""}${page === "/" ? "" : page}`;

  if (SHARED_IMAGE.test(rest)) return { type: "render", locale, internal: at(rest), cache: "shared-dream", vary: null };
  const shared = SHARED_DREAM.exec(rest);
  if (shared?.[1]) {
    return {
      type: "render",
      locale,
      internal: at(rest, req.signedIn),
      cache: req.signedIn ? "private" : "shared-dream",
      vary,
      requires: { kind: "shared-dream", shareId: shared[1] },
    };
  }
  if (PUBLIC_PAGES.includes(rest)) {
    const cache = req.signedIn || PRIVATE_PUBLIC.includes(rest) ? "private" : "public";
    return { type: "render", locale, internal: at(rest, req.signedIn), cache, vary };
  }
  if (AUTH_PAGES.includes(rest)) {
    const cache = PRIVATE_PUBLIC.includes(rest) ? "private" : "public";
    return { type: "render", locale, internal: at(rest), cache, vary, sameForAll: true };
  }
  // Only members get this far with a signed-in page (visitors were sent to sign in).
  if (isAppPage(rest)) {
    const dream = DREAM.exec(rest)?.[1];
    const analysis = ANALYSIS.exec(rest)?.[1];
    const requires: Requirement | undefined = dream
      ? { kind: "dream", id: dream }
      : analysis
        ? { kind: "analysis", id: analysis }
        : undefined;
    return { type: "render", locale, internal: at(rest), cache: "private", vary, ...(requires ? { requires } : {}) };
  }
  return { type: "not-found", locale, kind: "page" };
}

/** The page not found that stands for a missing requirement. */
export function missing(requirement: Requirement): NotFoundKind {
  return requirement.kind === "analysis" ? "page" : requirement.kind;
}

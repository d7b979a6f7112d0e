import { describe, expect, it } from "vitest";
import { pageRoute, type PageRequest } from "./page-route";

const visit = (pathname: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  pathname,
  query: new URLSearchParams(),
  signedIn: false,
  chosen: null,
  browser: null,
  visit: true,
  ...extra,
});
const rendered = (req: PageRequest) => {
  const route = pageRoute(req);
  if (route.type !== "render") throw new Error(`expected a page, got ${JSON.stringify(route)}`);
  return route;
};
const redirected = (req: PageRequest) => {
  const route = pageRoute(req);
  if (route.type !== "redirect") throw new Error(`expected a redirect, got ${JSON.stringify(route)}`);
  return route;
};

describe("pageRoute: one address per language", () => {
  it("serves English at the spec's paths and the other languages under their code", () => {
    expect(rendered(visit("/about"))).toMatchObject({
      locale: "en",
      internal: "/en/about",
      cache: "public",
      vary: "Cookie, Accept-Language",
    });
    expect(rendered(visit("/uk/about"))).toMatchObject({ locale: "uk", internal: "/uk/about", cache: "public", vary: "Cookie" });
    expect(rendered(visit("/de/dreams/share/abc"))).toMatchObject({
      internal: "/de/dreams/share/abc",
      cache: "shared-dream",
      requires: { kind: "shared-dream", shareId: "abc" },
    });
    expect(rendered(visit("/fr/auth/reset-password"))).toMatchObject({ internal: "/fr/auth/reset-password", cache: "private" });
    // The same HTML for a member: served as built, under its own policy, whoever asks.
    expect(rendered(visit("/uk/auth/verify", { signedIn: true }))).toMatchObject({
      internal: "/uk/auth/verify",
      cache: "private",
      sameForAll: true,
    });
    expect(rendered(visit("/about", { signedIn: true })).sameForAll).toBeUndefined();
  });

  it("never lets a preference change what an address shows", () => {
    for (const req of [visit("/uk/help", { chosen: "de", browser: "fr" }), visit("/uk/help", { signedIn: true, chosen: "en" })])
      expect(rendered(req).locale).toBe("uk");
  });

  it("sends English addresses to the language a person chose before, or their browser asks for", () => {
    expect(redirected(visit("/about", { chosen: "uk" }))).toEqual({ type: "redirect", location: "/uk/about", permanent: false });
    expect(redirected(visit("/help", { browser: "de" })).location).toBe("/de/help");
    expect(redirected(visit("/pricing", { chosen: "fr", browser: "de" })).location).toBe("/fr/pricing");
    // An explicit choice of English wins over the browser.
    expect(rendered(visit("/help", { chosen: "en", browser: "de" })).locale).toBe("en");
    // The query goes along.
    expect(redirected(visit("/dreams/share/x1", { browser: "es", query: new URLSearchParams("utm=a") })).location).toBe(
      "/es/dreams/share/x1?utm=a",
    );
  });

  it("never redirects a crawler (no cookie, no Accept-Language), nor the client router's background requests", () => {
    for (const path of ["/about", "/help", "/pricing", "/auth", "/dreams/share/abc"])
      expect(rendered(visit(path)).locale, path).toBe("en");
    expect(rendered(visit("/about", { browser: "uk", visit: false })).locale).toBe("en");
  });

  it("turns ?lng= into the address in that language, remembered; an unknown value is ignored", () => {
    expect(redirected(visit("/about", { query: new URLSearchParams("lng=uk&x=1") }))).toEqual({
      type: "redirect",
      location: "/uk/about?x=1",
      permanent: false,
      remember: "uk",
    });
    expect(redirected(visit("/uk/help", { query: new URLSearchParams("lng=en") })).location).toBe("/help");
    expect(redirected(visit("/", { query: new URLSearchParams("lng=de-AT") })).location).toBe("/de");
    expect(rendered(visit("/about", { query: new URLSearchParams("lng=xx") })).locale).toBe("en");
  });

  it("redirects /en/… to the unprefixed address for good", () => {
    expect(redirected(visit("/en/about"))).toEqual({ type: "redirect", location: "/about", permanent: true });
    expect(redirected(visit("/en"))).toMatchObject({ location: "/", permanent: true });
  });

  it("answers an address that is no page with the page not found, in its language; an unknown prefix is an English address", () => {
    expect(pageRoute(visit("/xx/about"))).toEqual({ type: "not-found", locale: "en", kind: "page" });
    expect(pageRoute(visit("/uk/no-such-page"))).toEqual({ type: "not-found", locale: "uk", kind: "page" });
    expect(pageRoute(visit("/uk/no-such-page", { signedIn: true }))).toEqual({ type: "not-found", locale: "uk", kind: "page" });
    expect(pageRoute(visit("/dreams/share"))).toEqual({ type: "not-found", locale: "en", kind: "page" });
    expect(pageRoute(visit("/dreams", { signedIn: true }))).toEqual({ type: "not-found", locale: "en", kind: "page" });
  });
});

describe("pageRoute: sessions", () => {
  it("sends visitors of signed-in pages to sign in, in the address's language", () => {
    expect(redirected(visit("/"))).toMatchObject({ location: "/auth" });
    expect(redirected(visit("/uk"))).toMatchObject({ location: "/uk/auth" });
    expect(redirected(visit("/uk/dreams/42"))).toMatchObject({ location: "/uk/auth" });
    expect(redirected(visit("/fr/calendar"))).toMatchObject({ location: "/fr/auth" });
    // One hop for a Ukrainian browser at the journal's English address.
    expect(redirected(visit("/", { browser: "uk" }))).toMatchObject({ location: "/uk/auth" });
  });

  it("sends members from sign-in to their journal", () => {
    expect(redirected(visit("/auth", { signedIn: true }))).toMatchObject({ location: "/" });
    expect(redirected(visit("/es/auth", { signedIn: true }))).toMatchObject({ location: "/es" });
  });

  it("shows members the public pages in the signed-in shell, never kept by shared caches", () => {
    expect(rendered(visit("/about", { signedIn: true }))).toMatchObject({ internal: "/en/member/about", cache: "private" });
    expect(rendered(visit("/uk/dreams/share/abc", { signedIn: true }))).toMatchObject({
      internal: "/uk/member/dreams/share/abc",
      cache: "private",
    });
    expect(rendered(visit("/", { signedIn: true }))).toMatchObject({ internal: "/en", cache: "private" });
    expect(rendered(visit("/uk", { signedIn: true })).internal).toBe("/uk");
    for (const page of [
      "/dreams/42",
      "/analyses",
      "/analyses/7",
      "/playlists",
      "/calendar",
      "/trends",
      "/profile",
      "/checkout/cs_1",
    ])
      expect(rendered(visit(`/es${page}`, { signedIn: true })).internal).toBe(`/es${page}`);
  });

  it("never serves an internal address asked for directly", () => {
    expect(pageRoute(visit("/member/about"))).toMatchObject({ type: "not-found" });
    expect(pageRoute(visit("/uk/member/about", { signedIn: true }))).toMatchObject({ type: "not-found", locale: "uk" });
  });

  it("names what a data-backed page needs, so that a missing one is answered as not found", () => {
    expect(rendered(visit("/uk/dreams/42", { signedIn: true })).requires).toEqual({ kind: "dream", id: "42" });
    expect(rendered(visit("/analyses/7", { signedIn: true })).requires).toEqual({ kind: "analysis", id: "7" });
    expect(rendered(visit("/profile", { signedIn: true })).requires).toBeUndefined();
  });

  it("serves a shared dream's image to members and visitors alike, kept no longer than the dream", () => {
    for (const signedIn of [false, true])
      expect(rendered(visit("/dreams/share/abc/image", { signedIn }))).toMatchObject({
        internal: "/en/dreams/share/abc/image",
        cache: "shared-dream",
        vary: null,
      });
  });

  it("keeps pages that act on a secret in their address out of shared caches", () => {
    for (const path of ["/auth/reset-password", "/auth/expired", "/subscription/success"])
      expect(rendered(visit(path)).cache, path).toBe("private");
  });
});

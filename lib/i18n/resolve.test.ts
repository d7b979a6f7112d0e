import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, normalizeLocale, resolveLocale } from "./resolve";

describe("resolveLocale", () => {
  it("follows the spec's order: ?lng=, our cookie, i18next's cookie, Accept-Language", () => {
    const all = { query: "de", cookie: "fr", legacyCookie: "es", acceptLanguage: "uk" };
    expect(resolveLocale(all)).toBe("de");
    expect(resolveLocale({ ...all, query: null })).toBe("fr");
    expect(resolveLocale({ ...all, query: null, cookie: null })).toBe("es");
    expect(resolveLocale({ acceptLanguage: "uk" })).toBe("uk");
    expect(resolveLocale({})).toBe("en");
  });

  it("skips unsupported values instead of failing", () => {
    expect(resolveLocale({ query: "xx", cookie: "klingon", acceptLanguage: "fr" })).toBe("fr");
    expect(resolveLocale({ query: "", acceptLanguage: "ja, zh" })).toBe("en");
  });
});

describe("normalizeLocale", () => {
  it("reduces region tags to the language", () => {
    expect(normalizeLocale("uk-UA")).toBe("uk");
    expect(normalizeLocale("DE_at")).toBe("de");
    expect(normalizeLocale("pt-BR")).toBeNull();
  });
});

describe("fromAcceptLanguage", () => {
  it("picks the best supported language by q-value", () => {
    expect(fromAcceptLanguage("ja;q=1, de;q=0.4, fr;q=0.8")).toBe("fr");
    expect(fromAcceptLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(fromAcceptLanguage("de;q=0, fr;q=0.1")).toBe("fr");
    expect(fromAcceptLanguage("*")).toBeNull();
  });

  it("stays cheap on a hostile header", () => {
    expect(fromAcceptLanguage(`${"xx,".repeat(100_000)}de`)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { chosenLocale, firstCookie, fromAcceptLanguage, normalizeLocale, preferredLocale } from "./resolve";

describe("preferredLocale", () => {
  it("follows one order: the asking page, our cookie, i18next's cookie, Accept-Language, English", () => {
    const all = { page: "de", cookieHeader: "NEXT_LOCALE=fr; i18next=es", acceptLanguage: "uk" };
    expect(preferredLocale(all)).toBe("de");
    expect(preferredLocale({ ...all, page: null })).toBe("fr");
    expect(preferredLocale({ ...all, page: null, cookieHeader: "i18next=es" })).toBe("es");
    expect(preferredLocale({ acceptLanguage: "uk" })).toBe("uk");
    expect(preferredLocale({})).toBe("en");
  });

  it("skips unsupported values instead of failing", () => {
    expect(preferredLocale({ page: "xx", cookieHeader: "NEXT_LOCALE=klingon", acceptLanguage: "fr" })).toBe("fr");
    expect(preferredLocale({ page: "", acceptLanguage: "ja, zh" })).toBe("en");
  });
});

describe("the language cookie", () => {
  it("counts the first of two cookies of one name, whatever the second says", () => {
    expect(chosenLocale("NEXT_LOCALE=uk; NEXT_LOCALE=de")).toBe("uk");
    expect(chosenLocale("a=1; NEXT_LOCALE=de;NEXT_LOCALE=uk")).toBe("de");
  });

  it("treats a garbage first value as no choice, falling back to i18next's cookie", () => {
    expect(chosenLocale("NEXT_LOCALE=%00<script>; NEXT_LOCALE=uk")).toBeNull();
    expect(chosenLocale("NEXT_LOCALE=zz; i18next=fr-FR")).toBe("fr");
    expect(chosenLocale("")).toBeNull();
    expect(chosenLocale(null)).toBeNull();
  });

  it("reads names exactly, not as prefixes", () => {
    expect(firstCookie("XNEXT_LOCALE=uk; NEXT_LOCALE_2=de", "NEXT_LOCALE")).toBeNull();
    expect(firstCookie(" NEXT_LOCALE = es ", "NEXT_LOCALE")).toBe("es");
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

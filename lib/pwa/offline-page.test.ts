import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { OFFLINE_CSP, offlineLocale, offlinePage } from "./offline-page";

describe("offlinePage", () => {
  it.each(locales)("is a whole document in %s, with a link back to the same address", (locale) => {
    const html = offlinePage(locale);
    const t = serverTranslator(locale);
    expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
    expect(html).toContain(`<h1>${t("Offline.title")}</h1>`);
    expect(html).toContain(`<a href="">${t("Offline.retry")}</a>`);
    expect(html).not.toMatch(/<script/i);
  });

  it("falls back to English for languages it does not know", () => {
    expect(offlineLocale("uk")).toBe("uk");
    expect(offlineLocale("klingon")).toBe("en");
    expect(offlineLocale("UK")).toBe("en");
  });

  it("allows its own stylesheet by hash and nothing else", () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(offlinePage("en"))?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(OFFLINE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(OFFLINE_CSP).toContain("default-src 'none'");
    expect(OFFLINE_CSP).not.toContain("unsafe-inline");
  });
});

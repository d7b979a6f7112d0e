import { describe, expect, it } from "vitest";
import { internalPath } from "./internal-path";

describe("internalPath", () => {
  it("serves every page under its language", () => {
    expect(internalPath("/", "uk", false)).toBe("/uk");
    expect(internalPath("/about", "de", false)).toBe("/de/about");
    expect(internalPath("/dreams/share/abc", "en", false)).toBe("/en/dreams/share/abc");
    expect(internalPath("/auth/reset-password", "fr", false)).toBe("/fr/auth/reset-password");
  });

  it("shows a signed-in visitor the public pages in the signed-in shell, and their own pages as they are", () => {
    expect(internalPath("/about", "en", true)).toBe("/en/member/about");
    expect(internalPath("/dreams/share/abc", "en", true)).toBe("/en/member/dreams/share/abc");
    expect(internalPath("/no-such-page", "en", true)).toBe("/en/member/no-such-page");
    expect(internalPath("/", "en", true)).toBe("/en");
    expect(internalPath("/dreams/42", "en", true)).toBe("/en/dreams/42");
    expect(internalPath("/checkout/cs_1", "en", true)).toBe("/en/checkout/cs_1");
    expect(internalPath("/analyses/7", "en", true)).toBe("/en/analyses/7");
    for (const page of ["/analyses", "/playlists", "/calendar", "/trends", "/profile", "/auth"])
      expect(internalPath(page, "es", true)).toBe(`/es${page}`);
  });

  it("never serves an internal address asked for directly", () => {
    expect(internalPath("/member/about", "en", false)).toBe("/en/not-found");
    expect(internalPath("/member/about", "en", true)).toBe("/en/member/not-found");
    expect(internalPath("/en/about", "en", false)).toBe("/en/not-found");
    expect(internalPath("/uk", "en", true)).toBe("/en/member/not-found");
  });
});

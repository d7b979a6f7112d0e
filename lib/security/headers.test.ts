import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "@/lib/design/theme-script";
import { contentSecurityPolicy, createNonce, scriptHash } from "./headers";
import { inlineScriptHashes } from "./prerendered";

const themeHash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("contentSecurityPolicy", () => {
  it("allows a rendered page's scripts only with the nonce (and the theme script by its hash), never eval in production", () => {
    const csp = contentSecurityPolicy({ scripts: { nonce: "abc" }, dev: false, https: false });
    expect(scriptSrc(csp)).toBe(`script-src 'self' 'nonce-abc' 'strict-dynamic' 'sha256-${themeHash}'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("allows a prerendered page's inline scripts by their hashes alone: no nonce, no 'strict-dynamic', no 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ scripts: { hashes: ["aaa=", "bbb=", "aaa=", themeHash] }, dev: false, https: false });
    expect(scriptSrc(csp)).toBe(`script-src 'self' 'sha256-aaa=' 'sha256-bbb=' 'sha256-${themeHash}'`);
  });

  it("lets the development server evaluate code, and upgrades requests over https", () => {
    expect(contentSecurityPolicy({ scripts: { nonce: "n" }, dev: true, https: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ scripts: { nonce: "n" }, dev: false, https: true })).toContain("upgrade-insecure-requests");
  });

  it("makes a different 128-bit nonce every time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, and skips scripts loaded from a file", () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      '<script>self.__next_f.push([1,"a<b"])</script><script type="application/ld+json">{"@type":"Article"}</script>' +
      `<script>${THEME_SCRIPT}</script><script async src="/b.js"></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      scriptHash('self.__next_f.push([1,"a<b"])'),
      scriptHash('{"@type":"Article"}'),
      themeHash,
    ]);
  });
});

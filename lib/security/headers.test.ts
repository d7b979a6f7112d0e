import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "@/lib/design/theme-script";
import { hashedPagePolicy, inlineScriptHashes, scriptHash } from "./csp.mjs";
import { createNonce, noncePolicy } from "./headers";

const themeHash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("noncePolicy", () => {
  it("allows a rendered page's scripts only with the nonce (and the theme script by its hash), never eval in production", () => {
    const csp = noncePolicy({ nonce: "abc", dev: false, https: false });
    expect(scriptSrc(csp)).toBe(`script-src 'self' 'nonce-abc' 'strict-dynamic' 'sha256-${themeHash}'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("lets the development server evaluate code, upgrades requests over https, and lets Stripe.js load when configured", () => {
    expect(noncePolicy({ nonce: "n", dev: true, https: false })).toContain("'unsafe-eval'");
    expect(noncePolicy({ nonce: "n", dev: false, https: true })).toContain("upgrade-insecure-requests");
    expect(noncePolicy({ nonce: "n", dev: false, https: false, stripe: true })).toContain("frame-src https://js.stripe.com");
  });

  it("makes a different 128-bit nonce every time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("hashedPagePolicy", () => {
  const html =
    '<head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
    '<script>self.__next_f.push([1,"a<b"])</script><script type="application/ld+json">{"@type":"Article"}</script>' +
    `<script>${THEME_SCRIPT}</script><script async src="/b.js"></script><script>self.__next_f.push([1,"a<b"])</script></body>`;

  it("hashes the exact text of each inline script, and skips scripts loaded from a file", () => {
    expect(inlineScriptHashes(html)).toEqual([
      scriptHash('self.__next_f.push([1,"a<b"])'),
      scriptHash('{"@type":"Article"}'),
      themeHash,
      scriptHash('self.__next_f.push([1,"a<b"])'),
    ]);
  });

  it("allows a cached page's inline scripts by their hashes alone: no nonce, no 'strict-dynamic', no 'unsafe-inline'", () => {
    expect(scriptSrc(hashedPagePolicy(html))).toBe(
      `script-src 'self' 'sha256-${scriptHash('self.__next_f.push([1,"a<b"])')}' 'sha256-${scriptHash('{"@type":"Article"}')}' 'sha256-${themeHash}'`,
    );
    expect(scriptSrc(hashedPagePolicy(html))).not.toMatch(/unsafe-inline|nonce-|strict-dynamic/);
  });
});

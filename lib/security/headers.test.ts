import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./headers";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce, never eval in production", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", dev: false, https: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("lets the development server evaluate code, and upgrades requests over https", () => {
    expect(contentSecurityPolicy({ nonce: "n", dev: true, https: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: "n", dev: false, https: true })).toContain("upgrade-insecure-requests");
  });

  it("makes a different 128-bit nonce every time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

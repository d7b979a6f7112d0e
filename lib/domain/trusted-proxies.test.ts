import { describe, expect, it } from "vitest";
import { parseTrustProxy, proxyMatcher, trustProxyProblem } from "./trusted-proxies";

describe("parseTrustProxy", () => {
  it("reads a count of proxies, 0 trusting none", () => {
    expect(parseTrustProxy("0")).toEqual({ hops: 0 });
    expect(parseTrustProxy(" 2 ")).toEqual({ hops: 2 });
    expect(parseTrustProxy("17")).toHaveProperty("error");
  });

  it("reads addresses and CIDR ranges, IPv4 and IPv6", () => {
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,[::1],fd00::/8,::ffff:192.0.2.1")).toEqual({
      networks: [
        { address: "10.0.0.0", prefix: 8, family: 4 },
        { address: "127.0.0.1", prefix: 32, family: 4 },
        { address: "::1", prefix: 128, family: 6 },
        { address: "fd00::", prefix: 8, family: 6 },
        { address: "192.0.2.1", prefix: 32, family: 4 },
      ],
    });
  });

  it("refuses what is neither, saying which entry", () => {
    for (const text of ["proxy.local", "10.0.0.0/33", "fd00::/129", "10.0.0.0/8/1", "10.0.0.0/x", "1,10.0.0.1", "10.0.0.1,,"]) {
      expect(parseTrustProxy(text), text).toHaveProperty("error");
    }
    expect(parseTrustProxy("10.0.0.0/8,proxy.local")).toEqual({ error: expect.stringContaining('"proxy.local"') });
  });
});

describe("proxyMatcher", () => {
  it("matches addresses inside the ranges, of either family", () => {
    const parsed = parseTrustProxy("10.0.0.0/8,192.0.2.7,2001:db8::/32");
    if (!("networks" in parsed)) throw new Error("expected networks");
    const trusted = proxyMatcher(parsed.networks);
    expect(["10.255.0.1", "192.0.2.7", "2001:db8:1::9"].map(trusted)).toEqual([true, true, true]);
    expect(["11.0.0.1", "192.0.2.8", "2001:db9::1", "::1"].map(trusted)).toEqual([false, false, false, false]);
  });
});

describe("trustProxyProblem", () => {
  it("refuses a count on a bind others can reach, and says what to write instead", () => {
    const problem = trustProxyProblem({ hops: 1 }, false, "0.0.0.0");
    expect(problem).toMatch(/TRUST_PROXY=1 .*listens on 0\.0\.0\.0/);
    expect(problem).toMatch(/TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/);
    expect(trustProxyProblem({ hops: 1 }, false, undefined)).toMatch(/not started by scripts\/server\.ts/);
  });

  it("accepts a count on loopback, a list anywhere, and 0", () => {
    expect(trustProxyProblem({ hops: 1 }, true, "127.0.0.1")).toBeNull();
    expect(trustProxyProblem({ networks: [{ address: "10.0.0.0", prefix: 8, family: 4 }] }, false, "0.0.0.0")).toBeNull();
    expect(trustProxyProblem({ hops: 0 }, false, "0.0.0.0")).toBeNull();
  });
});

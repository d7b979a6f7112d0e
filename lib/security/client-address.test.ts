import { describe, expect, it, vi } from "vitest";
import { clientAddress, UNKNOWN_CLIENT } from "./client-address";
import { FORWARDED_HEADER, PEER_HEADER } from "@/lib/domain/wire.mjs";
import { parseTrustProxy, type TrustProxy } from "@/lib/domain/trusted-proxies";

const headers = (values: Record<string, string>) => new Headers(values);
const none: TrustProxy = { hops: 0 };

function trusting(text: string): TrustProxy {
  const parsed = parseTrustProxy(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

/** A request from the socket `peer` carrying X-Forwarded-For `forwardedFor`, read under TRUST_PROXY=`trust`. */
const from = (peer: string, forwardedFor: string, trust: string) =>
  clientAddress(headers({ [PEER_HEADER]: peer, "x-forwarded-for": forwardedFor, [FORWARDED_HEADER]: "1" }), {
    trust: trusting(trust),
    peerTrusted: true,
  });

describe("clientAddress", () => {
  it("is the socket's address, ignoring X-Forwarded-For without TRUST_PROXY", () => {
    const h = headers({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "10.0.0.1" });
    expect(clientAddress(h, { trust: none, peerTrusted: true })).toBe("203.0.113.7");
  });

  it("warns once when X-Forwarded-For arrives with TRUST_PROXY=0 (a proxy in front, probably)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    Reflect.deleteProperty(globalThis, Symbol.for("dreamscape.forwardedForWarned")); // an earlier test warned already
    // Next fills X-Forwarded-For in with the socket's address when a request has none: that is not a proxy.
    const direct = headers({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "203.0.113.7", [FORWARDED_HEADER]: "0" });
    clientAddress(direct, { trust: none, peerTrusted: true });
    expect(warn).not.toHaveBeenCalled();
    const h = headers({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "198.51.100.9", [FORWARDED_HEADER]: "1" });
    clientAddress(h, { trust: none, peerTrusted: true });
    clientAddress(h, { trust: none, peerTrusted: true });
    clientAddress(h, { trust: { hops: 1 }, peerTrusted: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/TRUST_PROXY=0.*Set TRUST_PROXY/s);
    warn.mockRestore();
  });

  it("unwraps IPv4-mapped IPv6 and refuses junk", () => {
    expect(clientAddress(headers({ [PEER_HEADER]: "::ffff:198.51.100.2" }), { trust: none, peerTrusted: true })).toBe(
      "198.51.100.2",
    );
    expect(clientAddress(headers({ [PEER_HEADER]: "not an address" }), { trust: none, peerTrusted: true })).toBe(UNKNOWN_CLIENT);
  });

  it("does not trust the peer header unless our server set it", () => {
    expect(clientAddress(headers({ [PEER_HEADER]: "203.0.113.7" }), { trust: none, peerTrusted: false })).toBe(UNKNOWN_CLIENT);
    const forwarded = headers({ [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "198.51.100.9" });
    expect(clientAddress(forwarded, { trust: trusting("10.0.0.0/8"), peerTrusted: false })).toBe(UNKNOWN_CLIENT);
  });
});

describe("clientAddress with TRUST_PROXY naming the proxies", () => {
  it("ignores X-Forwarded-For from a peer that is not one of them: the client's own claim", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(from("203.0.113.7", "198.51.100.9", "10.0.0.0/8,127.0.0.1")).toBe("203.0.113.7");
    expect(from("2001:db8::7", "198.51.100.9", "10.0.0.0/8,fd00::/8")).toBe("2001:db8::7");
    warn.mockRestore();
  });

  it("warns once about X-Forwarded-For from a peer the list does not name", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    Reflect.deleteProperty(globalThis, Symbol.for("dreamscape.forwardedForWarned"));
    from("203.0.113.7", "198.51.100.9", "10.0.0.0/8");
    from("203.0.113.8", "198.51.100.9", "10.0.0.0/8");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/from 203\.0\.113\.7, which TRUST_PROXY does not name/);
    warn.mockRestore();
  });

  it("behind a listed proxy takes the address it appended", () => {
    expect(from("10.1.2.3", "198.51.100.9", "10.0.0.0/8")).toBe("198.51.100.9");
    expect(from("127.0.0.1", "198.51.100.9", "10.0.0.0/8,127.0.0.1")).toBe("198.51.100.9");
    expect(from("::ffff:10.1.2.3", "198.51.100.9", "10.0.0.0/8")).toBe("198.51.100.9");
    expect(from("fd00::2", "2001:db8::1", "fd00::/8")).toBe("2001:db8::1");
  });

  it("walks from the right past every listed proxy; what the client wrote further left is ignored", () => {
    // client 198.51.100.9 → CDN edge 10.0.0.5 → load balancer 10.0.0.1 → app; the client made up 6.6.6.6.
    expect(from("10.0.0.1", "6.6.6.6, 198.51.100.9, 10.0.0.5", "10.0.0.0/8")).toBe("198.51.100.9");
    // A client that claims to be a proxy itself is past the first untrusted entry all the same.
    expect(from("10.0.0.1", "10.0.0.9, 198.51.100.9", "10.0.0.0/8")).toBe("198.51.100.9");
  });

  it("falls back to the nearest proxy when the list holds junk or only proxies", () => {
    expect(from("10.0.0.1", "1.2.3.4, garbage", "10.0.0.0/8")).toBe("10.0.0.1");
    expect(from("10.0.0.1", "1.2.3.4, garbage, 10.0.0.5", "10.0.0.0/8")).toBe("10.0.0.5");
    expect(from("10.0.0.1", "10.0.0.7, 10.0.0.5", "10.0.0.0/8")).toBe("10.0.0.7");
    expect(clientAddress(headers({ [PEER_HEADER]: "10.0.0.1" }), { trust: trusting("10.0.0.0/8"), peerTrusted: true })).toBe(
      "10.0.0.1",
    );
  });
});

describe("clientAddress with a count (a server only this machine reaches)", () => {
  it("with TRUST_PROXY=1 takes the entry the proxy appended: the last one", () => {
    expect(from("127.0.0.1", "1.2.3.4, 198.51.100.9", "1")).toBe("198.51.100.9");
  });

  it("with TRUST_PROXY=2 takes the entry the outer proxy appended", () => {
    expect(from("::1", "6.6.6.6, 198.51.100.9, 10.0.0.3", "2")).toBe("198.51.100.9");
  });

  it("believes no peer from another machine, whatever the count", () => {
    expect(from("10.0.0.2", "198.51.100.9", "1")).toBe("10.0.0.2");
  });

  it("falls back to the socket when the header is missing or unreadable", () => {
    const trust = trusting("1");
    expect(clientAddress(headers({ [PEER_HEADER]: "127.0.0.1" }), { trust, peerTrusted: true })).toBe("127.0.0.1");
    expect(from("127.0.0.1", "garbage", "1")).toBe("127.0.0.1");
  });
});

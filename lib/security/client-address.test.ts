import { describe, expect, it, vi } from "vitest";
import { clientAddress, FORWARDED_HEADER, PEER_HEADER, UNKNOWN_CLIENT } from "./client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress", () => {
  it("is the socket's address, ignoring X-Forwarded-For without TRUST_PROXY", () => {
    const h = headers({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "10.0.0.1" });
    expect(clientAddress(h, { trustProxy: 0, peerTrusted: true })).toBe("203.0.113.7");
  });

  it("warns once when X-Forwarded-For arrives with TRUST_PROXY=0 (a proxy in front, probably)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    Reflect.deleteProperty(globalThis, Symbol.for("dreamscape.forwardedForWarned")); // an earlier test warned already
    // Next fills X-Forwarded-For in with the socket's address when a request has none: that is not a proxy.
    const direct = headers({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "203.0.113.7", [FORWARDED_HEADER]: "0" });
    clientAddress(direct, { trustProxy: 0, peerTrusted: true });
    expect(warn).not.toHaveBeenCalled();
    const h = headers({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "198.51.100.9", [FORWARDED_HEADER]: "1" });
    clientAddress(h, { trustProxy: 0, peerTrusted: true });
    clientAddress(h, { trustProxy: 0, peerTrusted: true });
    clientAddress(h, { trustProxy: 1, peerTrusted: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/TRUST_PROXY=0.*Set TRUST_PROXY/s);
    warn.mockRestore();
  });

  it("unwraps IPv4-mapped IPv6 and refuses junk", () => {
    expect(clientAddress(headers({ [PEER_HEADER]: "::ffff:198.51.100.2" }), { trustProxy: 0, peerTrusted: true })).toBe(
      "198.51.100.2",
    );
    expect(clientAddress(headers({ [PEER_HEADER]: "not an address" }), { trustProxy: 0, peerTrusted: true })).toBe(
      UNKNOWN_CLIENT,
    );
  });

  it("does not trust the peer header unless our server set it", () => {
    expect(clientAddress(headers({ [PEER_HEADER]: "203.0.113.7" }), { trustProxy: 0, peerTrusted: false })).toBe(UNKNOWN_CLIENT);
  });

  it("with TRUST_PROXY=1 takes the entry the proxy appended: the last one", () => {
    const h = headers({ [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4, 198.51.100.9" });
    expect(clientAddress(h, { trustProxy: 1, peerTrusted: true })).toBe("198.51.100.9");
  });

  it("with TRUST_PROXY=2 takes the entry the outer proxy appended", () => {
    const h = headers({ [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.0.0.3" });
    expect(clientAddress(h, { trustProxy: 2, peerTrusted: true })).toBe("198.51.100.9");
  });

  it("falls back to the socket when the header is missing or unreadable", () => {
    expect(clientAddress(headers({ [PEER_HEADER]: "10.0.0.2" }), { trustProxy: 1, peerTrusted: true })).toBe("10.0.0.2");
    expect(
      clientAddress(headers({ [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "garbage" }), { trustProxy: 1, peerTrusted: true }),
    ).toBe("10.0.0.2");
  });
});

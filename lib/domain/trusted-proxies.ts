// TRUST_PROXY, read by lib/env.ts: which peers may speak for a client in
// X-Forwarded-For. Either the proxies' addresses (a comma-separated list of
// addresses and CIDR ranges, IPv4 or IPv6: "10.0.0.0/8,127.0.0.1"), or a bare
// count of proxies, which says nothing about who the proxies are and is
// therefore accepted only where nobody but this machine can connect
// (lib/startup.ts refuses it on any other bind). Pure: no environment, no I/O.
import { BlockList, isIP } from "node:net";

export interface Network {
  address: string;
  prefix: number;
  family: 4 | 6;
}

/** `hops: 0` trusts nobody (the default). */
export type TrustProxy = { hops: number } | { networks: Network[] };

const MAX_HOPS = 16;

/** A textual IP address as the rate limits key it: brackets and IPv4-mapped IPv6 unwrapped, lower case; null if it is none. */
export function normalizeAddress(address: string): string | null {
  const bare = address.trim().replace(/^\[|\]$/g, "");
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
  const unmapped = bare.toLowerCase().startsWith("::ffff:") && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
  return isIP(unmapped) ? unmapped.toLowerCase() : null;
}

function parseNetwork(entry: string): Network | string {
  const [rawAddress, rawPrefix, ...rest] = entry.split("/");
  const address = normalizeAddress(rawAddress);
  if (!address || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  const family = isIP(address) === 4 ? 4 : 6;
  const widest = family === 4 ? 32 : 128;
  if (rawPrefix === undefined) return { address, prefix: widest, family };
  const prefix = /^\d{1,3}$/.test(rawPrefix.trim()) ? Number(rawPrefix) : NaN;
  if (!(prefix >= 0 && prefix <= widest)) return `"${entry}" has a prefix length outside 0–${widest}`;
  return { address, prefix, family };
}

/** TRUST_PROXY's value, or what is wrong with it. */
export function parseTrustProxy(text: string): TrustProxy | { error: string } {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { hops } : { error: `a count of proxies is at most ${MAX_HOPS}` };
  }
  const networks: Network[] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (!entry) return { error: "an empty entry in the list" };
    const network = parseNetwork(entry);
    if (typeof network === "string") return { error: `${network} (write addresses or ranges such as 10.0.0.0/8,127.0.0.1)` };
    networks.push(network);
  }
  return { networks };
}

/** A test of whether a normalized address is one of `networks`. */
export function proxyMatcher(networks: readonly Network[]): (address: string) => boolean {
  const list = new BlockList();
  for (const { address, prefix, family } of networks) list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
  return (address) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * Why this TRUST_PROXY must not serve on this bind, or null. A count trusts
 * X-Forwarded-For from whoever connects: on an address other machines can
 * reach, every client could name its own address and escape every
 * per-address limit.
 */
export function trustProxyProblem(trust: TrustProxy, loopbackOnly: boolean, host: string | undefined): string | null {
  if (!("hops" in trust) || trust.hops === 0 || loopbackOnly) return null;
  const where = host ? `listens on ${host}` : "was not started by scripts/server.ts (npm start, npm run serve)";
  return (
    `TRUST_PROXY=${trust.hops} trusts X-Forwarded-For from anyone who connects, and this server ${where}, where others can connect: ` +
    "every client could choose its own address and escape the per-address limits. " +
    "Set TRUST_PROXY to the addresses of the proxies in front instead, a comma-separated list of addresses or CIDR ranges " +
    "(e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1 or TRUST_PROXY=192.0.2.10,2001:db8::/32), or to 0 when clients connect directly."
  );
}

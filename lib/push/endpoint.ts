// The server posts to addresses users send (a push subscription's endpoint):
// a guard against SSRF. Accepted are https endpoints, on the default port,
// whose host is a public address or a name that resolves only to public
// addresses; PUSH_ENDPOINT_ORIGINS may allow other origins (a private push
// service, tests). Sending checks again (./send.ts): the address a name
// resolves to is checked on every connection, so a name re-pointed at a
// private address later (DNS rebinding) reaches nothing.
import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "@/lib/env";

/** Loopback, private, link-local, shared, documentation, multicast and reserved ranges (IANA's special-purpose registries). */
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, "ipv4");
}
// IPv4-mapped (::ffff:0:0/96) addresses are checked as the IPv4 address they carry.
for (const [net, prefix] of [
  ["::", 127], // :: and ::1
  ["64:ff9b::", 96], // NAT64: may lead anywhere in IPv4
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23], // IETF protocol assignments, Teredo among them
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4: may carry a private IPv4 address
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, "ipv6");
}

/** Whether an IP address (v4 or v6) is on the public Internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !NON_PUBLIC.check(address, version === 4 ? "ipv4" : "ipv6");
}

/** The origins PUSH_ENDPOINT_ORIGINS allows whatever their scheme and address. */
export const allowedOrigin = (url: URL): boolean => env.PUSH_ENDPOINT_ORIGINS.includes(url.origin);

/** A URL's host as an address: "[::1]" → "::1". */
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/**
 * Why `endpoint` may not be posted to, before any name is resolved: null when
 * it is an allowed origin, or an https URL on the default port without
 * credentials whose host is a public address or a name.
 */
export function endpointProblem(endpoint: string): string | null {
  if (!URL.canParse(endpoint)) return "not a URL";
  const url = new URL(endpoint);
  if (allowedOrigin(url)) return null;
  if (url.protocol !== "https:") return "not https";
  if (url.port !== "") return "not the default port";
  if (url.username || url.password) return "credentials in the URL";
  const host = bare(url.hostname);
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : "not a public address";
  if (!host.includes(".") || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) {
    return "not a public name";
  }
  return null;
}

export type Resolver = (hostname: string) => Promise<string[]>;

const resolveAll: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((a) => a.address)))),
  );

/**
 * Why a new subscription's endpoint is refused (null when accepted): as
 * endpointProblem, and a name must resolve, only to public addresses.
 */
export async function subscriptionEndpointProblem(endpoint: string, resolve: Resolver = resolveAll): Promise<string | null> {
  const problem = endpointProblem(endpoint);
  if (problem) return problem;
  const url = new URL(endpoint);
  const host = bare(url.hostname);
  if (allowedOrigin(url) || isIP(host) !== 0) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return "name does not resolve";
  }
  if (addresses.length === 0) return "name does not resolve";
  return addresses.every(isPublicAddress) ? null : "name resolves to a non-public address";
}

/**
 * net's `lookup`, refusing names that resolve to a non-public address: every
 * connection to a push service asks DNS again, and is refused if the answer
 * changed to somewhere private.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
      failure.code = "ENOTPUBLIC";
      return callback(failure, "", 0);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

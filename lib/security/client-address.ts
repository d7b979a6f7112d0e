// Which client sent a request, for rate limits. The socket's address comes in
// PEER_HEADER, which scripts/server.ts overwrites on every request, so a client
// cannot choose it. X-Forwarded-For speaks for the client only when the socket's
// peer is a proxy TRUST_PROXY names (lib/domain/trusted-proxies.ts), and only past the
// proxies: the list is walked from the right, skipping trusted proxies, and the
// first address that is not one is the client. Anything left of it was written
// by the client itself.
import "server-only";
import { FORWARDED_HEADER, PEER_HEADER } from "@/lib/domain/wire.mjs";
import { env, isLoopback } from "@/lib/env";
import { normalizeAddress, proxyMatcher, type Network, type TrustProxy } from "@/lib/domain/trusted-proxies";

/** Used when the address is unknown (a server not started by scripts/server.ts): everyone shares one budget. */
export const UNKNOWN_CLIENT = "unknown";

interface HeaderReader {
  get(name: string): string | null;
}

const WARNED = Symbol.for("dreamscape.forwardedForWarned");

/** Logs `message` once per process under `key` (the symbol lets a test start over). */
function warnOnce(key: string, message: string) {
  const holder = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  const said = (holder[WARNED] ??= new Set());
  if (said.has(key)) return;
  said.add(key);
  console.warn(message);
}

/**
 * X-Forwarded-For arrives, so a proxy is probably in front, but TRUST_PROXY=0
 * makes every visitor the proxy's one address (one sign-in budget for the
 * whole site).
 */
const warnUntrustedForwardedFor = () =>
  warnOnce(
    "none",
    "[security] Requests carry X-Forwarded-For but TRUST_PROXY=0: if a reverse proxy or load balancer is in front, every visitor " +
      "counts as its one address for rate limits. Set TRUST_PROXY to the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1). " +
      "Leave it at 0 if clients reach this server directly: then the header is the client's own claim and is ignored.",
  );

/** X-Forwarded-For from a peer TRUST_PROXY does not name: a client's claim, or a proxy missing from the list. */
const warnUnlistedPeer = (peer: string) =>
  warnOnce(
    "unlisted",
    `[security] X-Forwarded-For arrived from ${peer}, which TRUST_PROXY does not name, and was ignored. ` +
      "If that is a proxy of this deployment, add its address or range to TRUST_PROXY.",
  );

const forwardedFor = (headers: HeaderReader): string[] =>
  (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

const matchers = new WeakMap<readonly Network[], (address: string) => boolean>();

function trusts(networks: readonly Network[], address: string): boolean {
  let matcher = matchers.get(networks);
  if (!matcher) matchers.set(networks, (matcher = proxyMatcher(networks)));
  return matcher(address);
}

/** The client behind a peer that is one of `networks`: the first address from the right that is not a trusted proxy. */
function pastTrustedProxies(networks: readonly Network[], peer: string, hops: string[]): string {
  let nearest = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = normalizeAddress(hops[i]);
    // A proxy appends the address of its socket's peer, never junk: past junk nothing can be believed.
    if (!address) return nearest;
    if (!trusts(networks, address)) return address;
    nearest = address;
  }
  // Every hop a trusted proxy (a health check from inside, say): the furthest one.
  return nearest;
}

export function clientAddress(headers: HeaderReader, options: { trust?: TrustProxy; peerTrusted?: boolean } = {}): string {
  const trust = options.trust ?? env.TRUST_PROXY;
  const peerTrusted = options.peerTrusted ?? env.DREAMSCAPE_LISTEN_HOST !== undefined;
  const peer = peerTrusted ? normalizeAddress(headers.get(PEER_HEADER) ?? "") : null;
  const forwarded = peerTrusted ? headers.get(FORWARDED_HEADER) === "1" : headers.get("x-forwarded-for") !== null;
  if (!peer) return UNKNOWN_CLIENT;
  if ("networks" in trust) {
    if (trusts(trust.networks, peer)) return pastTrustedProxies(trust.networks, peer, forwardedFor(headers));
    if (forwarded) warnUnlistedPeer(peer);
    return peer;
  }
  if (trust.hops === 0) {
    if (forwarded) warnUntrustedForwardedFor();
    return peer;
  }
  // A count says nothing about who the proxies are: it holds only for peers on
  // this machine (lib/startup.ts refuses a count on any other bind).
  if (!isLoopback(peer)) return peer;
  const hops = forwardedFor(headers);
  // The last entry was appended by the nearest proxy; each proxy further out added one before it.
  const claimed = hops.length === 0 ? null : normalizeAddress(hops[Math.max(0, hops.length - trust.hops)]);
  return claimed ?? peer;
}

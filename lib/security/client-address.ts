// Which client sent a request, for rate limits. The socket's address comes in
// PEER_HEADER, which scripts/server.ts overwrites on every request, so a client
// cannot choose it. X-Forwarded-For is read only with TRUST_PROXY=N, and then
// only the entry the N-th trusted proxy appended (N = 1: the last entry).
import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";

export const PEER_HEADER = "x-dreamscape-peer";
/** "1" when the request arrived with X-Forwarded-For (set by scripts/server.ts: Next adds the header itself when absent). */
export const FORWARDED_HEADER = "x-dreamscape-forwarded";

/** Used when the address is unknown (a server not started by scripts/server.ts): everyone shares one budget. */
export const UNKNOWN_CLIENT = "unknown";

interface HeaderReader {
  get(name: string): string | null;
}

function normalize(address: string): string | null {
  const bare = address.trim().replace(/^\[|\]$/g, "");
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
  const unmapped = bare.toLowerCase().startsWith("::ffff:") && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
  return isIP(unmapped) ? unmapped.toLowerCase() : null;
}

const WARNED = Symbol.for("dreamscape.forwardedForWarned");

/**
 * Said once per process: X-Forwarded-For arrives, so a proxy is probably in
 * front, but TRUST_PROXY=0 makes every visitor the proxy's one address (one
 * sign-in budget for the whole site).
 */
function warnUntrustedForwardedFor() {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[WARNED]) return;
  holder[WARNED] = true;
  console.warn(
    "[security] Requests carry X-Forwarded-For but TRUST_PROXY=0: if a reverse proxy or load balancer is in front, every visitor " +
      "counts as its one address for rate limits. Set TRUST_PROXY to the number of proxies in front (usually 1). " +
      "Leave it at 0 if clients reach this server directly: then the header is the client's own claim and is ignored.",
  );
}

export function clientAddress(headers: HeaderReader, options: { trustProxy?: number; peerTrusted?: boolean } = {}): string {
  const trustProxy = options.trustProxy ?? env.TRUST_PROXY;
  const peerTrusted = options.peerTrusted ?? env.DREAMSCAPE_LISTEN_HOST !== undefined;
  const peer = peerTrusted ? normalize(headers.get(PEER_HEADER) ?? "") : null;
  const forwarded = peerTrusted ? headers.get(FORWARDED_HEADER) === "1" : headers.get("x-forwarded-for") !== null;
  if (trustProxy === 0 && forwarded) warnUntrustedForwardedFor();
  if (trustProxy > 0) {
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // The last entry was appended by the nearest proxy; each proxy further out added one before it.
    const index = hops.length - trustProxy;
    const claimed = hops.length === 0 ? null : normalize(hops[Math.max(0, index)]);
    if (claimed) return claimed;
  }
  return peer ?? UNKNOWN_CLIENT;
}

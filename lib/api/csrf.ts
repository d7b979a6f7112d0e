// Refuses state-changing requests that a browser sent from another site.
// Browsers always send Origin on cross-origin POST/PUT/PATCH/DELETE, and
// Sec-Fetch-Site on every request; a request from our own pages passes both.
import "server-only";
import { env, isLoopback } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface RequestLike {
  method: string;
  headers: { get(name: string): string | null };
}

/** The host the browser asked for, when it is a name only this machine answers to (localhost, 127.0.0.1, [::1]). */
export function loopbackHost(req: RequestLike): string | null {
  const host = req.headers.get("host") ?? "";
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return isLoopback(name) ? host : null;
}

function allowedOrigins(req: RequestLike): Set<string> {
  const origins = new Set([new URL(env.APP_URL).origin]);
  // Opening the app as http://127.0.0.1:3000 while APP_URL says localhost is
  // fine; any other Host could be a DNS-rebinding name and is not trusted.
  const local = loopbackHost(req);
  if (local) origins.add(`http://${local}`).add(`https://${local}`);
  return origins;
}

export function isCrossSite(req: RequestLike): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  if (req.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.headers.get("origin");
  // No Origin: not a browser's cross-origin request (curl, server-to-server), which carries no ambient cookies.
  if (origin === null) return false;
  return !allowedOrigins(req).has(origin);
}

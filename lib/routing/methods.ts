// The methods an address outside the API takes. A page answers GET and HEAD,
// POST (a form) and OPTIONS (a preflight); a file (public/, the app's
// file-like routes, Next's own /_next/ files) only GET and HEAD. Any other
// method would reach Next's page or file serving, which answers some of them
// with a 500 (and renders a page for a PUT), so scripts/server.ts answers 405
// first (lib/api/unrouted.ts). Pure: the server script runs it outside Next.
import { isStaticFile } from "./static-files";

/** The Allow header of a page's or a file's 405. */
export const PAGE_ALLOW = "GET, HEAD";

/** The methods Next hands to a proxy, a page or a route handler; others never get that far (scripts/server.ts). */
export const NEXT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"]);

export const isFileAddress = (pathname: string): boolean => pathname.startsWith("/_next/") || isStaticFile(pathname);

/** Whether a page or file address (not /api/) takes this method. */
export function pageTakes(method: string, pathname: string): boolean {
  if (method === "GET" || method === "HEAD") return true;
  return (method === "POST" || method === "OPTIONS") && !isFileAddress(pathname);
}

/**
 * The origin the browser used (Host header), so links shown back to the same
 * person keep its host and cookies; Next normalises nextUrl to "localhost".
 */
export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? url.protocol.replace(":", "");
  if (!host || !/^[a-z0-9.:[\]-]+$/i.test(host) || !/^https?$/.test(proto)) return url.origin;
  return `${proto}://${host}`;
}

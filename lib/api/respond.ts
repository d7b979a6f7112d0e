import { NextResponse } from "next/server";
import { setSessionCookie } from "@/lib/auth/session";

export const json = <T>(data: T, status = 200, headers?: HeadersInit) => NextResponse.json(data, { status, headers });

/**
 * A redirect to a path of this site, with a relative Location: the browser
 * stays on the address it used. Absolute URLs built from the request would
 * carry the address the server listens on (http://0.0.0.0:3000 on a public
 * bind), not the one the visitor typed.
 */
export function redirectTo(path: `/${string}`, status: 303 | 307 = 303): NextResponse {
  return new NextResponse(null, { status, headers: { Location: path } });
}

/** A JSON answer that also starts a session. */
export function withSession<T>(data: T, token: string, status = 200): NextResponse<T> {
  const response = NextResponse.json(data, { status });
  setSessionCookie(response, token);
  return response;
}

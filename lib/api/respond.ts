import { NextResponse } from "next/server";
import { setSessionCookie } from "@/lib/auth/session";

export const json = <T>(data: T, status = 200, headers?: HeadersInit) => NextResponse.json(data, { status, headers });

/** A JSON answer that also starts a session. */
export function withSession<T>(data: T, token: string, status = 200): NextResponse<T> {
  const response = NextResponse.json(data, { status });
  setSessionCookie(response, token);
  return response;
}

// Calls real route handlers with real Request objects against the real test
// database (PostgreSQL or PGlite, chosen by the Vitest project).
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";

type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  /** Sent as is, e.g. broken JSON. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie set by the answer, as "name=value" (empty string when cleared). */
  sessionCookie: string | undefined;
}

export async function call<T = Record<string, unknown>>(handler: RouteHandler, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  const req = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().find((c) => c.includes("session-token="));
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as T,
    headers: res.headers,
    sessionCookie: setCookie?.split(";")[0],
  };
}

export const uniqueEmail = (tag = "user") => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export const PASSWORD = "correct horse battery";

export interface ErrorShape {
  error: { code: string; message: string; details?: { fields?: Record<string, string>; requestId?: string } };
}

// Calls real route handlers with real Request objects against the real test
// database (PostgreSQL or PGlite, chosen by the Vitest project).
import { randomInt, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { DEVICE_COOKIE } from "@/lib/auth/device";
import { AppError } from "@/lib/errors/app-error";
import { PEER_HEADER } from "@/lib/domain/wire.mjs";
import { consume, LIMITS, type LimitName } from "@/lib/security/rate-limit";

type RouteHandler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  /** Sent as is, e.g. broken JSON. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** The client's socket address; by default every call comes from a new one, so rate limits stay out of the way. */
  peer?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie set by the answer, as "name=value" (empty string when cleared). */
  sessionCookie: string | undefined;
  /** The known-device cookie set by the answer (lib/auth/device.ts), as "name=value". */
  deviceCookie: string | undefined;
}

export async function call<T = Record<string, unknown>>(
  handler: RouteHandler,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  headers.set(PEER_HEADER, options.peer ?? randomAddress());
  const req = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  const setCookie = (name: string) => res.headers.getSetCookie().find((c) => c.includes(name));
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as T,
    headers: res.headers,
    sessionCookie: setCookie("session-token=")?.split(";")[0],
    deviceCookie: setCookie(`${DEVICE_COOKIE}=`)?.split(";")[0],
  };
}

/**
 * Spends what is left of `key`'s budget of `name`, as others' requests would
 * (counted directly: a hundred bcrypt checks would take half a minute).
 */
export async function spendAll(name: LimitName, key: string): Promise<void> {
  for (let i = 0; i < LIMITS[name].points; i++) {
    try {
      await consume(name, key);
    } catch (error) {
      if (error instanceof AppError && error.code === "too_many_requests") return;
      throw error;
    }
  }
}

/** A random address in 10.0.0.0/8, as a distinct client. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (tag = "user") => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export const PASSWORD = "correct horse battery";

export interface ErrorShape {
  error: { code: string; message: string; details?: { fields?: Record<string, string>; requestId?: string } };
}

// Browser-side calls to the app's API, as the spec describes them: same
// origin, cookies sent, JSON in and out, a JSON body only when one is given.
// Every answer that is read is checked against the schema the server's types
// come from (lib/<domain>/schema.ts, by name through lib/client/schemas.ts),
// never trusted with a cast.
// A non-OK answer throws ApiError("<status>: <server message>").
import { LOCALE_HEADER } from "@/lib/i18n/config";
import type { ResponseName, ResponseOf } from "./schemas";

export type { ResponseName, ResponseOf };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, fit to show to a user ("" when the answer was not ours). */
    readonly serverMessage: string,
    readonly code?: string,
    readonly headers?: Headers,
    /** The error's `details`, when the server gave some (e.g. the stored dream's id of an Idempotency-Key 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = "ApiError";
  }
}

/** The request never reached the server, or its answer never arrived. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("network error", { cause });
    this.name = "NetworkError";
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function errorShape(value: unknown): { message: string; code?: string; details?: Record<string, unknown> } | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { message, code, details } = value.error;
  if (typeof message !== "string") return null;
  return {
    message,
    code: typeof code === "string" ? code : undefined,
    details: isRecord(details) ? details : undefined,
  };
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let shape: ReturnType<typeof errorShape> = null;
  try {
    shape = errorShape(JSON.parse(text));
  } catch {
    // not JSON: fall back to the raw text
  }
  if (shape) return new ApiError(response.status, shape.message, shape.code, response.headers, shape.details);
  return new ApiError(response.status, text || response.statusText, undefined, response.headers);
}

/** fetch(), or what wraps it: the device copy's reader (lib/offline/device-copy.ts) passes its own. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface SendOptions {
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** How the request travels; fetch() unless a caller wraps it. */
  transport?: Transport;
}

/**
 * Sends a request and returns the OK response; throws ApiError or NetworkError.
 */
export async function send(method: string, path: string, body?: unknown, options: SendOptions = {}): Promise<Response> {
  let response: Response;
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    // The server answers in the page's language (its address's), whatever the cookie or the browser says.
    headers: { "Content-Type": "application/json", [LOCALE_HEADER]: document.documentElement.lang, ...options.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  try {
    response = await (options.transport ?? fetch)(path, init);
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw await failure(response);
  return response;
}

async function parse<K extends ResponseName>(response: Response, schema: K): Promise<ResponseOf<K>> {
  const text = await response.text();
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(response.status, "", "invalid_response");
  }
  // Loaded on the first call, not with the page (lib/client/schemas.ts).
  const { checkResponse } = await import("./schemas");
  const checked = checkResponse(schema, value);
  if (!checked.ok) throw new ApiError(response.status, "", "invalid_response");
  return checked.data;
}

/** Like `api`, with the answer's headers (pagination totals live there). */
export async function apiWithHeaders<K extends ResponseName>(
  method: string,
  path: string,
  schema: K,
  body?: unknown,
  options?: SendOptions,
): Promise<{ data: ResponseOf<K>; headers: Headers }> {
  const response = await send(method, path, body, options);
  return { data: await parse(response, schema), headers: response.headers };
}

/** `schema` names the answer's schema in lib/client/schemas.ts; the answer is checked against it. */
export async function api<K extends ResponseName>(
  method: string,
  path: string,
  schema: K,
  body?: unknown,
  options?: SendOptions,
): Promise<ResponseOf<K>> {
  return parse(await send(method, path, body, options), schema);
}

/** An SWR fetcher for GET `path`, checked against `schema`. */
export const fetcher =
  <K extends ResponseName>(schema: K, options?: SendOptions) =>
  (path: string) =>
    api("GET", path, schema, undefined, options);

/** Like `fetcher`, but a 401 means "nobody signed in" (null), not an error. */
export const fetcherOrNull =
  <K extends ResponseName>(schema: K) =>
  async (path: string): Promise<ResponseOf<K> | null> => {
    try {
      return await api("GET", path, schema);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

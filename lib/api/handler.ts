// The one wrapper every route handler goes through: it refuses cross-site
// writes and addresses carrying control characters, resolves the caller's
// language, address and session, reads and validates input with zod, runs the
// handler and maps every failure to { error: { code, message, details? } }.
// Answers are never cached.
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import type { $ZodType, output } from "zod/v4/core";
import { clearSessionCookie, getSessionUser, type SessionUser } from "@/lib/auth/session";
import { LOCALE_HEADER } from "@/lib/i18n/config";
import { type Locale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import { preferredLocale } from "@/lib/i18n/resolve";
import { clientAddress } from "@/lib/security/client-address";
import { readJsonBody } from "./body";
import { isCrossSite } from "./csrf";
import { allowHeader } from "./routes";
import { AppError, type ErrorBody } from "@/lib/errors/app-error";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { describeIssue } from "@/lib/errors/issue-text";
import { formatIn, TIME } from "@/lib/time/format";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zone";

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };

interface Context<B, Q, P> {
  req: NextRequest;
  locale: Locale;
  /** The caller's address, for rate limits (lib/security/client-address.ts). */
  client: string;
  body: B;
  query: Q;
  params: P;
}

/** Any zod schema, classic or mini (the shared schemas are zod/mini). */
type Schema = $ZodType;

interface Options<B extends Schema, Q extends Schema, P extends Schema, A extends boolean> {
  auth?: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Bytes; defaults to MAX_BODY_BYTES (64 KB). */
  bodyLimit?: number;
  /** Set to false only for callers that are not browsers, e.g. a signed webhook. */
  sameOriginWrites?: boolean;
  /**
   * Set to false (with `auth: false`) to leave the session cookie unread:
   * health probes answer whoever asks, and reading a session would ask the
   * database.
   */
  session?: boolean;
}

/** Returns a Response, or data to send as JSON (or a promise of either). */
type Handler<B, Q, P, A> = (
  ctx: Context<B, Q, P> & (A extends true ? { user: SessionUser } : { user: SessionUser | null }),
) => unknown;

/** Seconds a client should wait before retrying while the database is away. */
const UNAVAILABLE_RETRY_AFTER = 5;

/** The language of the answer: the asking page's, else the person's (lib/i18n/resolve.ts). */
export function localeOf(req: NextRequest): Locale {
  return preferredLocale({
    page: req.headers.get(LOCALE_HEADER),
    cookieHeader: req.headers.get("cookie"),
    acceptLanguage: req.headers.get("accept-language"),
  });
}

export function route<
  B extends Schema = z.ZodUndefined,
  Q extends Schema = z.ZodUndefined,
  P extends Schema = z.ZodUndefined,
  A extends boolean = true,
>(options: Options<B, Q, P, A>, handler: Handler<output<B>, output<Q>, output<P>, A>) {
  return async (req: NextRequest, ctx: RouteContext): Promise<Response> => {
    const locale = localeOf(req);
    let sessionWasInvalid = false;
    let response: NextResponse | Response;
    try {
      if (options.sameOriginWrites !== false && isCrossSite(req)) throw new AppError("forbidden", "crossSiteRequest");
      const params = await ctx.params;
      refuseControlCharacters(req, params);
      const session = options.session === false ? { user: null, invalid: false } : await getSessionUser(req.cookies);
      sessionWasInvalid = session.invalid;
      if (options.auth !== false && !session.user) throw new AppError("unauthorized", "unauthorized");
      const input = {
        req,
        locale,
        client: clientAddress(req.headers),
        params: options.params ? parse(options.params, params) : undefined,
        query: options.query ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined,
        body: options.body ? parse(options.body, await readJsonBody(req, { bytes: options.bodyLimit })) : undefined,
        user: session.user,
      };
      // The checks above are what make `input` fit the handler's declared context.
      const result = await handler(input as Parameters<Handler<output<B>, output<Q>, output<P>, A>>[0]);
      response = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
    } catch (error) {
      response = errorResponse(error, locale);
    }
    // A stale or forged cookie is removed so the proxy stops treating it as a session.
    if (sessionWasInvalid && response instanceof NextResponse) clearSessionCookie(response);
    // Every answer is about this caller; handlers that serve public data say otherwise themselves.
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

/** Whether `text` holds a control character: U+0000–U+001F or U+007F. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A path segment as the route sees it; one that is not valid percent-encoding is checked as sent. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * No query parameter (name or value) or path segment of this API has a use
 * for a control character, and PostgreSQL's text cannot hold NUL: such an
 * address is refused here, for every route, before it reaches a query.
 */
function refuseControlCharacters(req: NextRequest, params: Params): void {
  const refuse = (parameter: string) => {
    throw new AppError("validation_failed", "controlCharacter", { values: { parameter }, details: { parameter } });
  };
  for (const [name, value] of req.nextUrl.searchParams) {
    if (hasControlCharacter(name)) refuse(JSON.stringify(name).slice(1, -1));
    if (hasControlCharacter(value)) refuse(name);
  }
  for (const [name, value] of Object.entries(params ?? {})) {
    if ([value ?? []].flat().some((segment) => hasControlCharacter(segment))) refuse(name);
  }
  if (req.nextUrl.pathname.split("/").some((segment) => hasControlCharacter(decodedSegment(segment)))) refuse("path");
}

/** For the methods a route does not implement: 405 in the error shape, with Allow (lib/api/routes.ts lists them all). */
export function methodNotAllowed(...allowed: string[]) {
  return refuseMethod(allowHeader(allowed));
}

/** A 405 in the error shape with exactly this Allow (health probes: "GET, HEAD", lib/api/routes.ts). */
export function refuseMethod(allow: string) {
  return (req: NextRequest): Promise<Response> =>
    Promise.resolve(
      errorResponse(new AppError("method_not_allowed", "methodNotAllowed", { headers: { Allow: allow } }), localeOf(req)),
    );
}

function parse<S extends Schema>(schema: S, input: unknown): output<S> {
  // zod's own safeParse accepts mini schemas too, and reports with z.ZodError.
  const result = z.safeParse(schema, input);
  if (!result.success) throw result.error;
  return result.data;
}

/** An AppError's values as its message writes them: instants as a time of day in the error's zone ("2:00 AM"). */
function messageValues(error: AppError, locale: Locale): Record<string, string | number> | undefined {
  const { values, timeZone = DEFAULT_TIME_ZONE } = error.options;
  if (!values) return undefined;
  const time = formatIn(locale, timeZone, TIME);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof Date ? time.format(value) : value]),
  );
}

export function errorResponse(error: unknown, locale: Locale): NextResponse<ErrorBody> {
  const t = serverTranslator(locale);
  const headers = { "Cache-Control": "no-store" };
  if (error instanceof z.ZodError) {
    const texts = error.issues.map((issue) => ({ path: issue.path.map(String).join("."), ...describeIssue(issue) }));
    const fields: Record<string, string> = {};
    for (const { path, key, values } of texts) fields[path || "body"] ??= t(`Validation.${key}`, values);
    return NextResponse.json(
      { error: { code: "validation_failed", message: t(`Validation.${texts[0].key}`, texts[0].values), details: { fields } } },
      { status: 400, headers },
    );
  }
  if (error instanceof AppError) {
    return NextResponse.json(
      {
        error: {
          code: error.code,
          message: t(`Errors.${error.messageKey}`, messageValues(error, locale)),
          ...(error.options.details ? { details: error.options.details } : {}),
        },
      },
      { status: error.status, headers: { ...headers, ...error.options.headers } },
    );
  }
  if (isDatabaseUnavailable(error)) {
    console.warn(`[api] database unavailable: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return NextResponse.json(
      { error: { code: "service_unavailable", message: t("Errors.databaseUnavailable") } },
      { status: 503, headers: { ...headers, "Retry-After": String(UNAVAILABLE_RETRY_AFTER) } },
    );
  }
  const requestId = randomUUID();
  console.error(`[api] unexpected error, request ${requestId}:`, error);
  return NextResponse.json(
    { error: { code: "internal", message: t("Errors.internal"), details: { requestId } } },
    { status: 500, headers },
  );
}

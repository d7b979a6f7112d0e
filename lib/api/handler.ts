// The one wrapper every route handler goes through: it resolves the caller's
// language and session, reads and validates input with zod, runs the handler
// and maps every failure to { error: { code, message, details? } }.
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { clearSessionCookie, getSessionUser, type SessionUser } from "@/lib/auth/session";
import { LEGACY_LOCALE_COOKIE, LOCALE_COOKIE, type Locale } from "@/lib/i18n/config";
import { serverTranslator } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/resolve";
import { readJsonBody } from "./body";
import { AppError, type ErrorBody } from "./errors";
import { describeIssue } from "./validation";

type Params = Record<string, string | string[] | undefined>;

interface Context<B, Q, P> {
  req: NextRequest;
  locale: Locale;
  body: B;
  query: Q;
  params: P;
}

interface Options<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, A extends boolean> {
  auth?: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Bytes; defaults to MAX_BODY_BYTES (64 KB). */
  bodyLimit?: number;
}

type Handler<B, Q, P, A> = (
  ctx: Context<B, Q, P> & (A extends true ? { user: SessionUser } : { user: SessionUser | null }),
) => Promise<Response | unknown>;

export function localeOf(req: NextRequest): Locale {
  return resolveLocale({
    cookie: req.cookies.get(LOCALE_COOKIE)?.value,
    legacyCookie: req.cookies.get(LEGACY_LOCALE_COOKIE)?.value,
    acceptLanguage: req.headers.get("accept-language"),
  });
}

export function route<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  A extends boolean = true,
>(options: Options<B, Q, P, A>, handler: Handler<z.output<B>, z.output<Q>, z.output<P>, A>) {
  return async (req: NextRequest, ctx: { params: Promise<Params> }): Promise<Response> => {
    const locale = localeOf(req);
    let sessionWasInvalid = false;
    try {
      const session = await getSessionUser(req.cookies);
      sessionWasInvalid = session.invalid;
      if (options.auth !== false && !session.user) throw new AppError("unauthorized", "unauthorized");
      const params = options.params ? parse(options.params, await ctx.params) : undefined;
      const query = options.query ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? parse(options.body, await readJsonBody(req, options.bodyLimit)) : undefined;
      const result = await handler({ req, locale, body, query, params, user: session.user } as Parameters<
        Handler<z.output<B>, z.output<Q>, z.output<P>, A>
      >[0]);
      const response = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      // A stale or forged cookie is removed so the proxy stops treating it as a session.
      if (sessionWasInvalid && response instanceof NextResponse) clearSessionCookie(response);
      return response;
    } catch (error) {
      const response = errorResponse(error, locale);
      if (sessionWasInvalid) clearSessionCookie(response);
      return response;
    }
  };
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw result.error;
  return result.data;
}

export function errorResponse(error: unknown, locale: Locale): NextResponse<ErrorBody> {
  const t = serverTranslator(locale);
  if (error instanceof z.ZodError) {
    const texts = error.issues.map((issue) => ({ path: issue.path.map(String).join("."), ...describeIssue(issue) }));
    const fields: Record<string, string> = {};
    for (const { path, key, values } of texts) fields[path || "body"] ??= t(`Validation.${key}`, values);
    return NextResponse.json(
      {
        error: {
          code: "validation_failed",
          message: t(`Validation.${texts[0].key}`, texts[0].values),
          details: { fields },
        },
      },
      { status: 400 },
    );
  }
  if (error instanceof AppError) {
    return NextResponse.json(
      {
        error: {
          code: error.code,
          message: t(`Errors.${error.messageKey}`, error.options.values),
          ...(error.options.details ? { details: error.options.details } : {}),
        },
      },
      { status: error.status, headers: error.options.headers },
    );
  }
  const requestId = randomUUID();
  console.error(`[api] unexpected error, request ${requestId}:`, error);
  return NextResponse.json(
    { error: { code: "internal", message: t("Errors.internal"), details: { requestId } } },
    { status: 500 },
  );
}

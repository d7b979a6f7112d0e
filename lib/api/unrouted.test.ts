import { describe, expect, it } from "vitest";
import { serverTranslator } from "@/lib/i18n/messages";
import { locales } from "@/lib/domain/locales";
import { apiRouteOf } from "./routes";
import { unroutedAnswer } from "./unrouted";

/** The error body of an answer. */
const errorOf = (answer: { body: string } | null) =>
  (JSON.parse(answer?.body ?? "{}") as { error: { code: string; message: string } }).error;

const headers =
  (values: Record<string, string> = {}) =>
  (name: string) =>
    values[name] ?? null;

describe("methods Next does not route", () => {
  it("cannot even be made into a Request for TRACE (the Fetch standard forbids it): only the server can answer", () => {
    expect(() => new Request("http://localhost/", { method: "TRACE" })).toThrow(TypeError);
  });

  it("leaves Next's seven methods to Next", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"])
      expect(unroutedAnswer(method, "/api/dreams", headers()), method).toBeNull();
  });

  it("answers an API address 405 in the error shape, with the methods its route file takes", () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "MKCOL", "LOCK"]) {
      const answer = unroutedAnswer(method, "/api/dreams?q=sea", headers());
      expect(answer, method).toMatchObject({ status: 405, headers: { Allow: "GET, POST, OPTIONS" } });
      expect(errorOf(answer)).toEqual({ code: "method_not_allowed", message: "This API endpoint does not support this method." });
    }
    expect(unroutedAnswer("PROPFIND", "/api/tags/Flying", headers())?.headers.Allow).toBe("PATCH, OPTIONS");
    expect(unroutedAnswer("TRACE", "/api/dreams/7/share", headers())?.headers.Allow).toBe("POST, DELETE, OPTIONS");
    expect(unroutedAnswer("TRACE", "http://localhost:3000/api/user/", headers())?.headers.Allow).toBe(
      "GET, PATCH, DELETE, OPTIONS",
    );
  });

  it("answers an unknown API address 404, as the catch-all route does", () => {
    const answer = unroutedAnswer("PROPFIND", "/api/nope", headers());
    expect(answer?.status).toBe(404);
    expect(errorOf(answer).code).toBe("not_found");
  });

  it("speaks the caller's language, as the route handlers' own 405 does", () => {
    for (const locale of locales) {
      const answer = unroutedAnswer("TRACE", "/api/dreams", headers({ "accept-language": locale }));
      expect(errorOf(answer).message, locale).toBe(serverTranslator(locale)("Errors.methodNotAllowed"));
      const unknown = unroutedAnswer("TRACE", "/api/nope", headers({ "x-dreamscape-locale": locale }));
      expect(errorOf(unknown).message, locale).toBe(serverTranslator(locale)("Errors.routeNotFound"));
    }
  });

  it("answers pages and files 405 with Allow: GET, HEAD", () => {
    for (const url of ["/", "/sw.js", "/about", "/_next/static/chunks/app.js", "/api"]) {
      expect(unroutedAnswer("TRACE", url, headers()), url).toEqual({
        status: 405,
        headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" },
        body: "",
      });
    }
  });
});

describe("apiRouteOf", () => {
  it("finds the route file of an address, named segments before dynamic ones, as Next does", () => {
    expect(apiRouteOf("/api/dreams/export")).toBe("/api/dreams/export");
    expect(apiRouteOf("/api/dreams/12")).toBe("/api/dreams/[id]");
    expect(apiRouteOf("/api/dreams/share/share")).toBe("/api/dreams/share/[shareId]");
    expect(apiRouteOf("/api/dreams/12/share")).toBe("/api/dreams/[id]/share");
    expect(apiRouteOf("/api/subscribe/test-checkout/cs_1/pay")).toBe("/api/subscribe/test-checkout/[sessionId]/pay");
    expect(apiRouteOf("/api/dreams//share")).toBeNull();
    expect(apiRouteOf("/api/dreams/1/2")).toBeNull();
  });
});

describe("files", () => {
  it("take GET and HEAD only, Next's own files included", () => {
    for (const [method, path] of [
      ["PUT", "/sw.js"],
      ["POST", "/_next/static/chunks/a.js"],
      ["DELETE", "/icons/icon-192.png"],
      ["PROPFIND", "/sw.js"],
    ] as const) {
      const answer = unroutedAnswer(method, path, () => null);
      expect(answer?.status, `${method} ${path}`).toBe(405);
      expect(answer?.headers.Allow).toBe("GET, HEAD");
    }
    expect(unroutedAnswer("GET", "/_next/static/chunks/a.js", () => null)).toBeNull();
    expect(unroutedAnswer("HEAD", "/sw.js", () => null)).toBeNull();
  });
});

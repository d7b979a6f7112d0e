import { describe, expect, it } from "vitest";
import { pageTakes } from "./methods";

describe("pageTakes", () => {
  it("lets pages take GET, HEAD, POST and OPTIONS, and nothing else", () => {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) expect(pageTakes(method, "/about"), method).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE", "PROPFIND", "TRACE"]) expect(pageTakes(method, "/"), method).toBe(false);
  });

  it("lets files (public/, the app's file routes, Next's own) take GET and HEAD only", () => {
    for (const path of ["/sw.js", "/robots.txt", "/icons/icon-192.png", "/_next/static/chunks/app.js", "/_next/image"]) {
      expect(pageTakes("GET", path), path).toBe(true);
      expect(pageTakes("HEAD", path), path).toBe(true);
      for (const method of ["POST", "OPTIONS", "PUT", "DELETE", "PROPFIND"])
        expect(pageTakes(method, path), `${method} ${path}`).toBe(false);
    }
  });
});

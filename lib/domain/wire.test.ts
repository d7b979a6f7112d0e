import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEGACY_LOCALE_COOKIE, LOCALE_COOKIE, SESSION_COOKIES, servesHttps } from "./wire.mjs";

describe("the names that cross the server's boundary", () => {
  it("proxy.ts's matcher, which Next reads without running, names the same cookies", () => {
    const proxy = readFileSync("proxy.ts", "utf8");
    const matcherCookies = [...proxy.matchAll(/type: "cookie", key: "([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(matcherCookies)).toEqual(
      new Set([SESSION_COOKIES.plain, SESSION_COOKIES.secure, LOCALE_COOKIE, LEGACY_LOCALE_COOKIE]),
    );
  });

  it("https is what APP_URL says", () => {
    expect(servesHttps("https://dreamscape.example")).toBe(true);
    expect(servesHttps("http://127.0.0.1:3000")).toBe(false);
    expect(servesHttps(undefined)).toBe(false);
  });
});

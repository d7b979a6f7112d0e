// Addresses built to break things (issue 35), on both databases: control
// characters in query parameters and path segments, dates in years no journal
// holds, trends ranges reaching far ahead, and methods no route takes.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as unknownApi } from "@/app/api/[...path]/route";
import { GET as getDream } from "@/app/api/dreams/[id]/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { GET as calendarRoute } from "@/app/api/stats/calendar/route";
import { GET as trendsRoute } from "@/app/api/stats/trends/route";
import { PATCH as changeTag } from "@/app/api/tags/[name]/route";
import { allowOf, API_ROUTES, apiRouteOf, type ApiRoute } from "@/lib/api/routes";
import { db } from "@/lib/db";
import { latestTrendsMonth } from "@/lib/stats/schema";
import { unroutedAnswer } from "@/lib/api/unrouted";
import { signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

describe("control characters in the address", () => {
  it("refuse ?q=a%00b on /api/dreams with 400 naming the parameter, where PostgreSQL used to fail with a 500", async () => {
    const { cookie } = await signedUp();
    const res = await call<ErrorShape>(list, { cookie, path: "/api/dreams?q=a%00b" });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "validation_failed",
      message: "The address contains a control character (such as NUL) in “q”. Remove it and try again.",
      details: { parameter: "q" },
    });
  });

  it("refuse PATCH /api/tags/x%00 with 400, before any tag is looked up", async () => {
    const { cookie } = await signedUp();
    await call(create, { cookie, body: { title: "Tagged", content: "A dream.", tags: ["x"] } });
    const res = await call<ErrorShape>(changeTag, {
      method: "PATCH",
      cookie,
      path: "/api/tags/x%00",
      params: { name: "x\u0000" },
      body: { name: "y" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ parameter: "name" });
  });

  it("are refused in every parameter, name and path segment, U+0001–U+001F and U+007F too, in the caller's language", async () => {
    const { cookie } = await signedUp();
    const cases = [
      ["/api/dreams?mood=%01", "mood"],
      ["/api/dreams?q=line%0Abreak", "q"],
      ["/api/dreams?q=tab%09", "q"],
      ["/api/dreams?q=del%7F", "q"],
      ["/api/dreams?tag=%1F", "tag"],
      ["/api/dreams?a%00b=1", "a\\u0000b"],
    ];
    for (const [address, parameter] of cases) {
      const res = await call<ErrorShape>(list, { cookie, path: address, headers: { "accept-language": "uk" } });
      expect(res.status, address).toBe(400);
      expect(res.body.error.details, address).toEqual({ parameter });
      expect(res.body.error.message, address).toContain("керівний символ");
    }
    const segment = await call<ErrorShape>(getDream, { cookie, path: "/api/dreams/1%0A", params: { id: "1\n" } });
    expect(segment.status).toBe(400);
    expect(segment.body.error.details).toEqual({ parameter: "id" });
    const unknown = await call<ErrorShape>(unknownApi, { path: "/api/no%00pe" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual({ parameter: "path" });
    // Ordinary text, accents and emoji are no control characters.
    const fine = await call(list, { cookie, path: `/api/dreams?q=${encodeURIComponent("café 🌊 sea")}` });
    expect(fine.status).toBe(200);
  });
});

describe("dates in years no journal holds", () => {
  it("refuse ?from=0000-01-01 and ?to=0000-01-01 on /api/dreams with 400, as every year outside 1900–2100", async () => {
    const { cookie } = await signedUp();
    for (const query of ["from=0000-01-01", "to=0000-01-01", "from=1899-12-31", "to=2101-01-01", "from=9999-12-31"]) {
      const res = await call<ErrorShape>(list, { cookie, path: `/api/dreams?${query}` });
      expect(res.status, query).toBe(400);
      expect(Object.values(res.body.error.details?.fields ?? {}), query).toEqual(["Choose a date from 1900 to 2100"]);
    }
    expect((await call(list, { cookie, path: "/api/dreams?from=1900-01-01&to=2100-12-31" })).status).toBe(200);
  });
});

describe("trends ranges reaching ahead", () => {
  const currentMonth = () => new Date().toISOString().slice(0, 7);
  const keptMonths = async (userId: number) =>
    (
      await db().$queryRaw<{ month: string }[]>`
        SELECT "month" FROM "stats_month_cache" WHERE "userId" = ${userId} ORDER BY "month"`
    ).map((row) => row.month);

  it("answer 400 past a year from now: ?from=9999-01&to=9999-12 no longer computes and keeps a decade", async () => {
    const { cookie } = await signedUp();
    const after = `${Number(latestTrendsMonth().slice(0, 4)) + 1}-01`;
    for (const query of ["from=9999-01&to=9999-12", `to=${after}`, `from=${after}`]) {
      const res = await call<ErrorShape>(trendsRoute, { cookie, path: `/api/stats/trends?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toBe("Choose a month no more than a year from now");
    }
  });

  it("answer up to a year ahead, and keep no month that has not begun (trends or calendar)", async () => {
    const { cookie, id } = await signedUp();
    expect((await call(create, { cookie, body: { title: "Now", content: "A dream of today." } })).status).toBe(201);
    const latest = latestTrendsMonth();
    const res = await call<{ months: { month: string; total: number }[] }>(trendsRoute, {
      cookie,
      path: `/api/stats/trends?from=${new Date().getUTCFullYear() - 1}-01&to=${latest}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.months.at(-1)?.month).toBe(latest);
    expect(res.body.months.find((month) => month.month === currentMonth())).toMatchObject({ total: 1 });
    const nextYear = new Date().getUTCFullYear() + 1;
    expect((await call(calendarRoute, { cookie, path: `/api/stats/calendar?year=${nextYear}` })).status).toBe(200);
    const kept = await keptMonths(id);
    expect(kept).toContain(currentMonth());
    expect(kept.filter((month) => month > currentMonth())).toEqual([]);
  });
});

describe("methods no route takes", () => {
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? routeFiles(full) : name === "route.ts" ? [full] : [];
    });
  const files = routeFiles(path.resolve("app/api")).filter((file) => !file.includes("[...path]"));
  const addressOf = (file: string) => `/${path.relative(path.resolve("app"), path.dirname(file)).split(path.sep).join("/")}`;

  it("lib/api/routes.ts lists every API route file, and only those", () => {
    expect(files.map(addressOf).sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it.each(files)("%s takes exactly the methods lib/api/routes.ts lists for it", async (file) => {
    const route = addressOf(file) as ApiRoute;
    const mod = (await import(file)) as Record<string, Parameters<typeof call>[0]>;
    const taken: string[] = [];
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const res = await call<ErrorShape>(mod[method], { method, headers: { origin: "http://localhost:3000" } });
      if (res.status !== 405) taken.push(method);
      else expect(res.headers.get("allow")).toBe(allowOf(route));
    }
    expect(taken.sort()).toEqual([...API_ROUTES[route]].sort());
    // An address of this route (dynamic segments filled in) finds it, so the server's 405 for TRACE carries this Allow.
    expect(apiRouteOf(route.replace(/\[[^\]]+\]/g, "x1"))).toBe(route);
  });

  it("pages and files answer 405 with Allow: GET, HEAD from the server, for PROPFIND /sw.js and PUT / alike", () => {
    const ask = (method: string, address: string) => unroutedAnswer(method, address, () => null);
    for (const [method, address] of [
      ["PROPFIND", "/sw.js"],
      ["TRACE", "/"],
      ["PUT", "/"],
      ["DELETE", "/about"],
      ["PUT", "/uk/about"],
      ["PATCH", "/uk/dreams/share/abc"],
      ["POST", "/sw.js"],
      ["OPTIONS", "/robots.txt"],
      ["DELETE", "/_next/static/chunks/app.js"],
      ["PUT", "/_next/image"],
    ]) {
      const res = ask(method, address);
      expect(res?.status, `${method} ${address}`).toBe(405);
      expect(res?.headers.Allow, `${method} ${address}`).toBe("GET, HEAD");
    }
    // What they do take goes on to Next.
    for (const [method, address] of [
      ["GET", "/sw.js"],
      ["HEAD", "/_next/static/chunks/app.js"],
      ["GET", "/about"],
      ["POST", "/about"],
    ])
      expect(ask(method, address), `${method} ${address}`).toBeNull();
  });
});

// What every API answer shares: cross-site writes refused, the error shape for
// unknown paths and methods, never cached; and reset links that no request
// header can redirect.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { POST as createDream } from "@/app/api/dreams/route";
import { GET as unknownApi, POST as unknownApiPost } from "@/app/api/[...path]/route";
import { POST as login } from "@/app/api/login/route";
import { POST as resetRequest } from "@/app/api/password/reset-request/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { signedUp } from "./dreams-helpers";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";

const APP_ORIGIN = "http://localhost:3000"; // APP_URL's default, as in these tests

describe("cross-site writes", () => {
  const credentials = () => ({ email: uniqueEmail(), password: PASSWORD });

  it("refuses a POST whose Origin is another site, before reading a session or a body", async () => {
    const { cookie } = await signedUp();
    const res = await call<ErrorShape>(createDream, {
      body: { title: "t", content: "c" },
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
  });

  it("refuses Sec-Fetch-Site: cross-site even without an Origin", async () => {
    const res = await call<ErrorShape>(login, { body: credentials(), headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });

  it("refuses a DNS-rebinding name that points at this server", async () => {
    const res = await call<ErrorShape>(resetRequest, {
      body: { email: uniqueEmail() },
      headers: { origin: "http://rebind.example:3000", host: "rebind.example:3000" },
    });
    expect(res.status).toBe(403);
  });

  it("accepts our own origin, the same page opened as 127.0.0.1, and clients that send no Origin", async () => {
    expect(
      (await call(login, { body: credentials(), headers: { origin: APP_ORIGIN, "sec-fetch-site": "same-origin" } })).status,
    ).toBe(401);
    expect(
      (await call(login, { body: credentials(), headers: { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" } })).status,
    ).toBe(401);
    expect((await call(login, { body: credentials() })).status).toBe(401);
  });

  it("lets reads through from anywhere (they change nothing)", async () => {
    expect((await call(getUser, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(
      401,
    );
  });
});

describe("unknown paths and methods", () => {
  it("an unknown path answers 404 in the error shape", async () => {
    for (const handler of [unknownApi, unknownApiPost]) {
      const res = await call<ErrorShape>(handler, { method: "POST", path: "/api/nope" });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
  });

  // Every route file implements or refuses each method itself, so Next never answers an empty 405.
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? routeFiles(full) : name === "route.ts" ? [full] : [];
    });

  it.each(routeFiles(path.resolve("app/api")).filter((f) => !f.includes("[...path]")))(
    "%s answers 405 with Allow",
    async (file) => {
      const mod = (await import(file)) as Record<string, unknown>;
      const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];
      for (const method of methods) expect(typeof mod[method], `${method} of ${file}`).toBe("function");
      let refused = 0;
      for (const method of methods) {
        const handler = mod[method] as Parameters<typeof call>[0];
        const res = await call<ErrorShape>(handler, { method, headers: { origin: APP_ORIGIN } });
        if (res.status !== 405) continue;
        refused++;
        expect(res.body.error.code).toBe("method_not_allowed");
        // Health probes take GET and HEAD only (lib/api/routes.ts); every other route also OPTIONS.
        expect(res.headers.get("allow")).toMatch(/^[A-Z, ]+(OPTIONS|HEAD)$/);
        expect(res.headers.get("allow")).not.toContain(method);
      }
      expect(refused).toBeGreaterThan(0);
    },
  );
});

describe("caching", () => {
  it("marks private answers, errors included, no-store", async () => {
    const { cookie } = await signedUp();
    expect((await call(getUser, { cookie })).headers.get("cache-control")).toBe("no-store");
    expect((await call(getUser)).headers.get("cache-control")).toBe("no-store");
  });
});

describe("reset links", () => {
  it("are built from APP_URL whatever Host and X-Forwarded-Host say", async () => {
    const res = await call<{ dev: string }>(resetRequest, {
      body: { email: uniqueEmail() },
      headers: { host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    expect(new URL(res.body.dev).origin).toBe(APP_ORIGIN);
  });
});

describe("a server other machines can reach, without SMTP", () => {
  it("offers no password reset: no link in the answer, none in the log, and the form is told why", async () => {
    vi.stubEnv("DREAMSCAPE_LISTEN_HOST", "0.0.0.0");
    vi.resetModules();
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" "))),
    );
    try {
      const { POST: publicResetRequest } = await import("@/app/api/password/reset-request/route");
      const { POST: publicRegister } = await import("@/app/api/register/route");
      const email = uniqueEmail("public");
      expect((await call(publicRegister, { body: { email, password: PASSWORD } })).status).toBe(201);
      for (const address of [email, uniqueEmail("ghost")]) {
        const res = await call<ErrorShape>(publicResetRequest, { body: { email: address } });
        expect(res.status).toBe(503);
        expect(res.body.error.message).toMatch(/not available on this server/);
        expect(JSON.stringify(res.body)).not.toContain("reset-password?token=");
      }
      expect(logged.filter((line) => line.includes("token="))).toEqual([]);
      expect(await db().user.findUnique({ where: { email }, select: { resetToken: true } })).toEqual({ resetToken: null });
    } finally {
      for (const spy of spies) spy.mockRestore();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

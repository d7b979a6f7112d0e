// Hostile and broken input: every case answers 4xx in the common error shape.
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { GET as unknownApi } from "@/app/api/[...path]/route";
import { POST as login } from "@/app/api/login/route";
import { POST as resetRequest } from "@/app/api/password/reset-request/route";
import { POST as register } from "@/app/api/register/route";
import { GET as getUser } from "@/app/api/user/route";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";

function expectError(res: { status: number; body: ErrorShape }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.message.length).toBeGreaterThan(5);
}

describe("bad input", () => {
  it("broken JSON → 400 invalid_json", async () => {
    expectError(await call<ErrorShape>(register, { method: "POST", rawBody: '{"email": "a@b.c",' }), 400, "invalid_json");
  });

  it("a body that is not JSON at all → 415", async () => {
    const res = await call<ErrorShape>(login, {
      method: "POST",
      rawBody: "email=a@b.c",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectError(res, 415, "unsupported_media_type");
  });

  it("no body → 400 naming the missing object", async () => {
    expectError(await call<ErrorShape>(login, { method: "POST" }), 400, "validation_failed");
  });

  it("a JSON array or string instead of an object → 400", async () => {
    expectError(await call<ErrorShape>(login, { body: ["a@b.c", PASSWORD] }), 400, "validation_failed");
    expectError(await call<ErrorShape>(login, { body: "hello" }), 400, "validation_failed");
  });

  it("wrong types → 400 with the spec's field messages", async () => {
    const res = await call<ErrorShape>(register, { body: { email: 42, password: ["x"] } });
    expectError(res, 400, "validation_failed");
    expect(res.body.error.details?.fields).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
    });
  });

  it("unknown fields → 400 naming them", async () => {
    const res = await call<ErrorShape>(register, { body: { email: uniqueEmail(), password: PASSWORD, isPremium: true } });
    expectError(res, 400, "validation_failed");
    expect(res.body.error.message).toContain("isPremium");
  });

  it("a 1 MB body → 413, with or without a Content-Length", async () => {
    const huge = JSON.stringify({ email: "a@b.c", password: "x".repeat(1024 * 1024) });
    expectError(await call<ErrorShape>(login, { method: "POST", rawBody: huge }), 413, "payload_too_large");
    expectError(
      await call<ErrorShape>(login, { method: "POST", rawBody: huge, headers: { "content-length": String(huge.length) } }),
      413,
      "payload_too_large",
    );
  });

  it("an e-mail of 10,000 characters → 400 'Invalid email address'", async () => {
    const res = await call<ErrorShape>(register, { body: { email: `${"a".repeat(10_000)}@example.com`, password: PASSWORD } });
    expectError(res, 400, "validation_failed");
    expect(res.body.error.message).toBe("Invalid email address");
    expectError(
      await call<ErrorShape>(resetRequest, { body: { email: `${"b".repeat(10_000)}@x.io` } }),
      400,
      "validation_failed",
    );
  });

  it("a password of 100 bytes → 400, never silently truncated", async () => {
    const res = await call<ErrorShape>(register, { body: { email: uniqueEmail(), password: "p".repeat(100) } });
    expectError(res, 400, "validation_failed");
    expect(res.body.error.message).toMatch(/72 bytes/);
    // 40 characters of 2-byte Cyrillic are 80 bytes.
    expectError(
      await call<ErrorShape>(register, { body: { email: uniqueEmail(), password: "ж".repeat(40) } }),
      400,
      "validation_failed",
    );
  });

  it("a login with the first 72 bytes right and more after them does not sign in", async () => {
    const email = uniqueEmail();
    const password = "k".repeat(72);
    expect((await call(register, { body: { email, password } })).status).toBe(201);
    expect((await call(login, { body: { email, password: `${password}extra` } })).status).toBe(400);
  });

  it("a forged session cookie → 401, and the cookie is cleared", async () => {
    const res = await call<ErrorShape>(getUser, { cookie: `${SESSION_COOKIE}=eyJhbGciOiJkaXIifQ.forged.token` });
    expectError(res, 401, "unauthorized");
    expect(res.sessionCookie).toBe(`${SESSION_COOKIE}=`);
  });

  it("a cookie signed with another secret → 401", async () => {
    const token = await encode({ token: { sub: "1", ver: 0 }, secret: "not-our-secret" });
    expectError(await call<ErrorShape>(getUser, { cookie: `${SESSION_COOKIE}=${token}` }), 401, "unauthorized");
  });

  it("an expired session cookie → 401", async () => {
    const reg = await call(register, { body: { email: uniqueEmail(), password: PASSWORD } });
    const id = reg.body.id as number;
    const token = await encode({ token: { sub: String(id), ver: 0 }, secret: process.env.NEXTAUTH_SECRET ?? "", maxAge: -120 });
    expectError(await call<ErrorShape>(getUser, { cookie: `${SESSION_COOKIE}=${token}` }), 401, "unauthorized");
  });

  it("an unknown API path → 404 in the same shape", async () => {
    expectError(await call<ErrorShape>(unknownApi, { path: "/api/nothing-here" }), 404, "not_found");
  });

  it("messages follow the caller's language", async () => {
    const res = await call<ErrorShape>(register, {
      body: { email: "nope", password: PASSWORD },
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toBe("Invalid email address");
    const fr = await call<ErrorShape>(register, { body: { email: "nope", password: PASSWORD }, cookie: "NEXT_LOCALE=fr" });
    expect(fr.body.error.message).not.toBe(res.body.error.message);
  });
});

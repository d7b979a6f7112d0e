import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as reset } from "@/app/api/password/reset/route";
import { POST as resetRequest } from "@/app/api/password/reset-request/route";
import { POST as register } from "@/app/api/register/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";

const NEW_PASSWORD = "a brand new secret";

async function account() {
  const email = uniqueEmail("reset");
  const res = await call(register, { body: { email, password: PASSWORD } });
  return { email, cookie: res.sessionCookie ?? "" };
}

async function requestToken(email: string): Promise<string> {
  const res = await call<{ message: string; dev: string }>(resetRequest, { body: { email } });
  expect(res.status).toBe(200);
  const link = new URL(res.body.dev);
  expect(link.pathname).toBe("/auth/reset-password");
  return link.searchParams.get("token") ?? "";
}

describe("password reset", () => {
  it("answers the same shape for known and unknown addresses", async () => {
    const { email } = await account();
    const known = await call<{ message: string; dev: string }>(resetRequest, { body: { email } });
    const unknown = await call<{ message: string; dev: string }>(resetRequest, { body: { email: uniqueEmail("ghost") } });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(unknown.body.message).toBe(known.body.message);
    expect(unknown.body.dev).toMatch(/token=[A-Za-z0-9_-]{43}$/);
  });

  it("stores only a SHA-256 hash of a 32-byte token, valid for 60 minutes", async () => {
    const { email } = await account();
    const token = await requestToken(email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const user = await db().user.findUniqueOrThrow({ where: { email }, omit: { resetToken: false } });
    expect(user.resetToken).toBe(createHash("sha256").update(token).digest("hex"));
    const minutes = ((user.resetTokenExpiry?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("sets the new password once, revokes old sessions, and the old password stops working", async () => {
    const { email, cookie } = await account();
    const token = await requestToken(email);
    const done = await call(reset, { body: { token, email, password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect((await call(getUser, { cookie })).status).toBe(401);
    expect((await call(login, { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call(login, { body: { email, password: NEW_PASSWORD } })).status).toBe(200);

    const again = await call<ErrorShape>(reset, { body: { token, email, password: "yet another one" } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("invalid_token");
  });

  it("needs only the token and the new password: the token names the account", async () => {
    const { email } = await account();
    const other = await account();
    const token = await requestToken(email);
    expect((await call(reset, { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await call(login, { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
    // The other account is untouched.
    expect((await call(login, { body: { email: other.email, password: PASSWORD } })).status).toBe(200);
  });

  it("keeps only the newest token active", async () => {
    const { email } = await account();
    const first = await requestToken(email);
    const second = await requestToken(email);
    expect((await call(reset, { body: { token: first, email, password: NEW_PASSWORD } })).status).toBe(400);
    expect((await call(reset, { body: { token: second, email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuses an expired token, and a token used with another account's e-mail", async () => {
    const { email } = await account();
    const other = await account();
    const token = await requestToken(email);
    const wrongAccount = await call<ErrorShape>(reset, { body: { token, email: other.email, password: NEW_PASSWORD } });
    expect(wrongAccount.status).toBe(400);
    await db().user.update({ where: { email }, data: { resetTokenExpiry: new Date(Date.now() - 1000) } });
    const expired = await call<ErrorShape>(reset, { body: { token, email, password: NEW_PASSWORD } });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toMatch(/invalid or has expired/);
  });

  it("lets only one of two concurrent uses of a token succeed", async () => {
    const { email } = await account();
    const token = await requestToken(email);
    const results = await Promise.all(
      ["first password!", "second password!"].map((password) => call(reset, { body: { token, email, password } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("rejects a malformed token before touching the database", async () => {
    const res = await call<ErrorShape>(reset, { body: { token: "short", email: uniqueEmail(), password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.error.details?.fields?.token).toMatch(/invalid or has expired/);
  });
});

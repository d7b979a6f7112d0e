import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { DELETE as deleteUser, GET as getUser } from "@/app/api/user/route";
import { BCRYPT_COST } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";

async function registered(email = uniqueEmail()) {
  const res = await call(register, { body: { email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return { email, cookie: res.sessionCookie ?? "", id: res.body.id as number };
}

describe("register", () => {
  it("creates the account, signs it in and never returns secrets", async () => {
    const email = uniqueEmail();
    const res = await call(register, { body: { email: `  ${email.toUpperCase()} `, password: PASSWORD } });
    expect(res.status).toBe(201);
    // aiConsent: not asked yet; externalAi: no provider configured in tests; no SMTP on loopback: the verification link in `dev`.
    expect(res.body).toEqual({
      id: expect.any(Number),
      email,
      isPremium: false,
      dreamCount: 0,
      aiConsent: null,
      externalAi: null,
      timeZone: null,
      emailVerified: false,
      mailDelivery: "local",
      dev: expect.stringMatching(/^http:\/\/localhost:3000\/auth\/verify\?token=[A-Za-z0-9_-]{43}$/),
    });
    expect(res.sessionCookie).toMatch(/session-token=.+/);
    const stored = await db().user.findUniqueOrThrow({ where: { email }, omit: { password: false } });
    // bcrypt at the configured cost (12 unless a test lowers it: lib/env.test.ts).
    expect(stored.password).toMatch(new RegExp(`^\\$2[aby]\\$${String(BCRYPT_COST).padStart(2, "0")}\\$`));
    expect(stored.password).not.toContain(PASSWORD);
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const { email } = await registered();
    const res = await call<ErrorShape>(register, { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("conflict");
  });

  it("lets exactly one of two racing registrations win", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([1, 2].map(() => call(register, { body: { email, password: PASSWORD } })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db().user.count({ where: { email } })).toBe(1);
  });
});

describe("session", () => {
  it("GET /api/user returns id, email, isPremium, dreamCount and the AI consent for the cookie's user", async () => {
    const { email, cookie, id } = await registered();
    await db().dream.create({ data: { userId: id, title: "Flight", content: "I flew over the sea", fingerprint: "f1" } });
    const res = await call(getUser, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      email,
      isPremium: false,
      dreamCount: 1,
      aiConsent: null,
      externalAi: null,
      timeZone: null,
      emailVerified: false,
      mailDelivery: "local",
    });
  });

  it("reads the plan from the database, not the token", async () => {
    const { cookie, id } = await registered();
    await db().user.update({ where: { id }, data: { isPremium: true } });
    expect((await call(getUser, { cookie })).body.isPremium).toBe(true);
  });

  it("answers 401 without a session", async () => {
    const res = await call<ErrorShape>(getUser);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "unauthorized", message: "Please log in to continue." });
  });

  it("logout revokes the cookie everywhere it was copied", async () => {
    const { cookie } = await registered();
    const out = await call(logout, { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.sessionCookie).toMatch(/session-token=$/);
    const after = await call(getUser, { cookie });
    expect(after.status).toBe(401);
    expect(after.sessionCookie).toMatch(/session-token=$/); // the stale cookie is cleared
  });

  it("logout without a session is harmless", async () => {
    expect((await call(logout, { method: "POST" })).status).toBe(200);
  });

  it("DELETE /api/user removes the account and its dreams", async () => {
    const { cookie, id } = await registered();
    await db().dream.create({ data: { userId: id, title: "t", content: "c", fingerprint: "f2" } });
    expect((await call(deleteUser, { method: "DELETE", cookie, body: { password: PASSWORD } })).status).toBe(200);
    expect(await db().user.count({ where: { id } })).toBe(0);
    expect(await db().dream.count({ where: { userId: id } })).toBe(0);
    expect((await call(getUser, { cookie })).status).toBe(401);
  });
});

describe("login", () => {
  it("signs in with the right password, case-insensitive e-mail", async () => {
    const { email, id } = await registered();
    const res = await call(login, { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    expect((await call(getUser, { cookie: res.sessionCookie })).body.id).toBe(id);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const { email } = await registered();
    const wrong = await call<ErrorShape>(login, { body: { email, password: "not the password" } });
    const unknown = await call<ErrorShape>(login, { body: { email: uniqueEmail("nobody"), password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});

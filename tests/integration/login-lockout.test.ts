import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { MAX_LOGIN_ATTEMPTS } from "@/lib/auth/service";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";

const wrong = (email: string, headers?: Record<string, string>) =>
  call<ErrorShape>(login, { body: { email, password: "wrong password" }, headers });

async function account() {
  const email = uniqueEmail("lock");
  expect((await call(register, { body: { email, password: PASSWORD } })).status).toBe(201);
  return email;
}

describe("brute-force protection", () => {
  it("locks the account after 10 failures in 15 minutes, whatever IP the client claims", async () => {
    const email = await account();
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) {
      expect((await wrong(email, { "x-forwarded-for": `10.0.0.${i}` })).status).toBe(401);
    }
    const locked = await wrong(email, { "x-forwarded-for": "10.9.9.9" });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("too_many_requests");
    expect(locked.body.error.message).toMatch(/try again in 1[45] minutes/);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits until the window has passed.
    expect((await call(login, { body: { email, password: PASSWORD } })).status).toBe(429);
  });

  it("lets no more than 10 of many concurrent guesses reach the password check", async () => {
    const email = await account();
    const results = await Promise.all(Array.from({ length: 16 }, () => wrong(email)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_LOGIN_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - MAX_LOGIN_ATTEMPTS);
  });

  it("opens again once the window is over, and a success resets the count", async () => {
    const email = await account();
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS + 1; i++) await wrong(email);
    await db.user.update({ where: { email }, data: { failedLoginWindowStart: new Date(Date.now() - 16 * 60_000) } });
    expect((await call(login, { body: { email, password: PASSWORD } })).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.failedLoginCount).toBe(0);
  });
});

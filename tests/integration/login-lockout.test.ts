import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { LIMITS, consume } from "@/lib/security/rate-limit";
import { db } from "@/lib/db";
import { call, PASSWORD, randomAddress, uniqueEmail, type ErrorShape } from "./helpers";

const GUESSES = LIMITS.loginFailuresClient.points;

const wrong = (email: string, peer: string, headers?: Record<string, string>) =>
  call<ErrorShape>(login, { body: { email, password: "wrong password" }, peer, headers });

async function account() {
  const email = uniqueEmail("lock");
  expect((await call(register, { body: { email, password: PASSWORD } })).status).toBe(201);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { email, id };
}

describe("brute-force protection", () => {
  it("after 10 wrong passwords locks that client out of the account for 15 minutes, whatever IP it claims", async () => {
    const { email } = await account();
    const stranger = randomAddress();
    for (let i = 0; i < GUESSES; i++) {
      expect((await wrong(email, stranger, { "x-forwarded-for": `10.0.0.${i}` })).status).toBe(401);
    }
    const locked = await wrong(email, stranger, { "x-forwarded-for": "10.9.9.9" });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("too_many_requests");
    expect(locked.body.error.message).toMatch(/try again in 1[45] minutes/);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits, from that client.
    expect((await call(login, { body: { email, password: PASSWORD }, peer: stranger })).status).toBe(429);
  });

  it("does not lock the owner out: a stranger's 11 guesses leave sign-in from elsewhere working", async () => {
    const { email } = await account();
    const stranger = randomAddress();
    for (let i = 0; i <= GUESSES; i++) await wrong(email, stranger);
    expect((await wrong(email, stranger)).status).toBe(429);
    expect((await call(login, { body: { email, password: PASSWORD }, peer: randomAddress() })).status).toBe(200);
  });

  it("lets no more than 10 of many concurrent guesses from one client reach the password check", async () => {
    const { email } = await account();
    const client = randomAddress();
    const results = await Promise.all(Array.from({ length: 16 }, () => wrong(email, client)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(GUESSES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - GUESSES);
  });

  it("stops guessing from everywhere once the account's own, higher ceiling is reached", async () => {
    const { email, id } = await account();
    // 99 failures spread over many clients (counted directly: 99 bcrypt checks would take half a minute).
    for (let i = 0; i < LIMITS.loginFailuresAccount.points - 1; i++) await consume("loginFailuresAccount", String(id));
    expect((await wrong(email, randomAddress())).status).toBe(401); // the 100th
    const refused = await wrong(email, randomAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets the owner's known browser in when others exhausted the account's ceiling, even from a new address", async () => {
    const { email, id } = await account();
    const signedIn = await call(login, { body: { email, password: PASSWORD }, peer: randomAddress() });
    const device = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("dreamscape.device="))
      ?.split(";")[0];
    expect(device).toMatch(new RegExp(`^dreamscape\\.device=${id}\\.`));
    // Strangers (or made-up addresses behind a wrong TRUST_PROXY) spend the rest of the account's ceiling
    // (every attempt counts, the sign-in above too).
    for (let i = 0; i < LIMITS.loginFailuresAccount.points - 1; i++) await consume("loginFailuresAccount", String(id));
    const right = (cookie?: string) => call(login, { body: { email, password: PASSWORD }, peer: randomAddress(), cookie });
    expect((await right()).status).toBe(429);
    expect((await right(device)).status).toBe(200);
    // A cookie for another account, or a forged one, proves nothing.
    const other = await account();
    expect((await right(`dreamscape.device=${other.id}.${device?.split(".").at(-1) ?? ""}`)).status).toBe(429);
    expect((await right(`dreamscape.device=${id}.forged`)).status).toBe(429);
  });

  it("a successful sign-in clears the client's failures", async () => {
    const { email } = await account();
    const client = randomAddress();
    for (let i = 0; i < GUESSES - 1; i++) await wrong(email, client);
    expect((await call(login, { body: { email, password: PASSWORD }, peer: client })).status).toBe(200);
    for (let i = 0; i < GUESSES; i++) expect((await wrong(email, client)).status).toBe(401);
  });
});

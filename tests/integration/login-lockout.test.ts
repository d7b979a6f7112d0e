import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { BCRYPT_COST, dummyHash, hashesDone } from "@/lib/auth/password";
import { lockoutKey } from "@/lib/auth/password-check";
import { LIMITS, consume } from "@/lib/security/rate-limit";
import { db } from "@/lib/db";
import { call, PASSWORD, randomAddress, spendAll, uniqueEmail, type ErrorShape } from "./helpers";

const GUESSES = LIMITS.loginFailuresClient.points;

const wrong = (email: string, peer: string, headers?: Record<string, string>) =>
  call<ErrorShape>(login, { body: { email, password: "wrong password" }, peer, headers });

async function account() {
  const email = uniqueEmail("lock");
  expect((await call(register, { body: { email, password: PASSWORD } })).status).toBe(201);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { email, id };
}

/** Spends all but one of the address's failures from everywhere (counted directly: 99 bcrypt checks would take half a minute). */
async function spendAllButOne(email: string) {
  for (let i = 0; i < LIMITS.loginFailuresAccount.points - 1; i++) await consume("loginFailuresAccount", lockoutKey(email));
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
    const { email } = await account();
    await spendAllButOne(email);
    expect((await wrong(email, randomAddress())).status).toBe(401); // the 100th
    const refused = await wrong(email, randomAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets the owner's known browser in when others exhausted the account's ceiling, even from a new address", async () => {
    const { email } = await account();
    const signedIn = await call(login, { body: { email, password: PASSWORD }, peer: randomAddress() });
    const device = signedIn.deviceCookie;
    expect(device).toMatch(/^dreamscape\.known-device=[A-Za-z0-9_-]{43}$/);
    // Strangers (or made-up addresses behind a wrong TRUST_PROXY) spend the rest of the account's ceiling.
    await spendAll("loginFailuresAccount", lockoutKey(email));
    const right = (cookie?: string) => call(login, { body: { email, password: PASSWORD }, peer: randomAddress(), cookie });
    expect((await right()).status).toBe(429);
    expect((await right(device)).status).toBe(200);
    // A device of another account, or a made-up token, proves nothing.
    const other = await account();
    const othersDevice = (await call(login, { body: { email: other.email, password: PASSWORD } })).deviceCookie;
    expect((await right(othersDevice)).status).toBe(429);
    expect((await right(`dreamscape.known-device=${"A".repeat(43)}`)).status).toBe(429);
  });

  it("a successful sign-in clears the client's failures", async () => {
    const { email } = await account();
    const client = randomAddress();
    for (let i = 0; i < GUESSES - 1; i++) await wrong(email, client);
    expect((await call(login, { body: { email, password: PASSWORD }, peer: client })).status).toBe(200);
    for (let i = 0; i < GUESSES; i++) expect((await wrong(email, client)).status).toBe(401);
  });
});

// Before, an address without an account answered 401 forever while a real one
// answered 429 after 10 wrong passwords: the lockout told registered addresses apart.
describe("an address without an account", () => {
  it("is locked out after 10 wrong passwords from one client, answered exactly like a registered one", async () => {
    const { email } = await account();
    const ghost = uniqueEmail("ghost");
    const client = randomAddress();
    for (let i = 0; i < GUESSES; i++) {
      const [known, unknown] = [await wrong(email, client), await wrong(ghost, client)];
      expect([known.status, unknown.status]).toEqual([401, 401]);
      expect(unknown.body).toEqual(known.body);
    }
    const known = await wrong(email, client);
    const unknown = await wrong(ghost, client);
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.error.code).toBe("too_many_requests");
    for (const res of [known, unknown]) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    }
    // Another client is not locked out of either.
    const elsewhere = randomAddress();
    expect([(await wrong(email, elsewhere)).status, (await wrong(ghost, elsewhere)).status]).toEqual([401, 401]);
  });

  it("reaches the ceiling from everywhere as a registered one does", async () => {
    const ghost = uniqueEmail("ghost");
    await spendAllButOne(ghost);
    expect((await wrong(ghost, randomAddress())).status).toBe(401);
    const refused = await wrong(ghost, randomAddress());
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many failed login attempts\./);
  });

  it("is the same address however it is typed", async () => {
    const ghost = uniqueEmail("ghost");
    const client = randomAddress();
    for (let i = 0; i < GUESSES; i++) await wrong(i % 2 ? ghost.toUpperCase() : `  ${ghost}`, client);
    expect((await wrong(ghost, client)).status).toBe(429);
  });

  it("takes one bcrypt comparison, as long as a wrong password, and none once locked, like a registered one", async () => {
    const { email, id } = await account();
    const ghost = uniqueEmail("ghost");
    // bcrypt at cost 12 takes hundreds of milliseconds, the lookups around it a few; and a comparison
    // takes as long as the cost written in the hash it is made against says. So: one comparison each,
    // and the stand-in compared against for an unknown address costs what a registered account's hash does.
    const standIn = await dummyHash();
    for (const address of [email, ghost]) {
      const before = hashesDone();
      expect((await wrong(address, randomAddress())).status).toBe(401);
      expect(hashesDone()).toBe(before + 1);
    }
    const cost = (hash: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);
    const { password } = await db().user.findUniqueOrThrow({ where: { id }, select: { password: true } });
    expect(cost(password)).toBe(BCRYPT_COST);
    expect(cost(standIn)).toBe(BCRYPT_COST);

    const client = randomAddress();
    for (let i = 0; i < GUESSES; i++) await Promise.all([wrong(email, client), wrong(ghost, client)]);
    const before = hashesDone();
    expect((await wrong(email, client)).status).toBe(429);
    expect((await wrong(ghost, client)).status).toBe(429);
    expect(hashesDone()).toBe(before);
  });
});

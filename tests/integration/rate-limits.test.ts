// Rate limits on what anonymous clients can trigger, and bcrypt kept off the
// event loop and away from cheap-to-refuse requests.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as reset } from "@/app/api/password/reset/route";
import { POST as resetRequest } from "@/app/api/password/reset-request/route";
import { POST as register } from "@/app/api/register/route";
import { hashesDone } from "@/lib/auth/password";
import { LIMITS, consume } from "@/lib/security/rate-limit";
import { call, PASSWORD, randomAddress, uniqueEmail, type ErrorShape } from "./helpers";

async function spend(name: keyof typeof LIMITS, key: string) {
  for (let i = 0; i < LIMITS[name].points; i++) await consume(name, key);
}

function expectLimited(res: { status: number; headers: Headers; body: ErrorShape }) {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe("too_many_requests");
  expect(res.body.error.message).toMatch(/try again in \d+ minutes?/i);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("per client address", () => {
  it("limits sign-in attempts, and other clients are unaffected", async () => {
    const client = randomAddress();
    await spend("login", client);
    expectLimited(await call<ErrorShape>(login, { body: { email: uniqueEmail(), password: PASSWORD }, peer: client }));
    expect((await call(login, { body: { email: uniqueEmail(), password: PASSWORD } })).status).toBe(401);
  });

  it("limits registrations", async () => {
    const client = randomAddress();
    await spend("register", client);
    expectLimited(await call<ErrorShape>(register, { body: { email: uniqueEmail(), password: PASSWORD }, peer: client }));
  });

  it("limits reset requests and resets", async () => {
    const client = randomAddress();
    await spend("resetRequest", client);
    expectLimited(await call<ErrorShape>(resetRequest, { body: { email: uniqueEmail() }, peer: client }));
    await spend("reset", client);
    const token = "a".repeat(43);
    expectLimited(await call<ErrorShape>(reset, { body: { token, email: uniqueEmail(), password: PASSWORD }, peer: client }));
  });

  it("answers in the caller's language", async () => {
    const client = randomAddress();
    await spend("register", client);
    const res = await call<ErrorShape>(register, {
      body: { email: uniqueEmail(), password: PASSWORD },
      peer: client,
      headers: { "accept-language": "uk" },
    });
    expect(res.body.error.message).toMatch(/Забагато спроб/);
  });
});

describe("per target address", () => {
  it("sends at most 3 reset links an hour to one address, from however many clients", async () => {
    const email = uniqueEmail("bombed");
    for (let i = 0; i < LIMITS.resetRequestTarget.points; i++) {
      expect((await call(resetRequest, { body: { email } })).status).toBe(200);
    }
    expectLimited(await call<ErrorShape>(resetRequest, { body: { email } }));
    expect((await call(resetRequest, { body: { email: uniqueEmail() } })).status).toBe(200);
  });
});

describe("bcrypt", () => {
  it("register hashes for a taken address too, so it is no faster an oracle than login", async () => {
    const email = uniqueEmail("taken");
    expect((await call(register, { body: { email, password: PASSWORD } })).status).toBe(201);
    const before = hashesDone();
    const taken = await call<ErrorShape>(register, { body: { email, password: PASSWORD } });
    expect(taken.status).toBe(409);
    expect(hashesDone()).toBe(before + 1);
  });

  it("login with an unknown address spends one check, like a wrong password", async () => {
    const before = hashesDone();
    expect((await call(login, { body: { email: uniqueEmail("ghost"), password: PASSWORD } })).status).toBe(401);
    expect(hashesDone()).toBe(before + 1);
  });

  it("an unknown reset token is refused without hashing anything", async () => {
    const before = hashesDone();
    const res = await call<ErrorShape>(reset, { body: { token: "b".repeat(43), email: uniqueEmail(), password: PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_token");
    expect(hashesDone()).toBe(before);
  });
});

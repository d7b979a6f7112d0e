// Known devices (lib/auth/device.ts): before, the cookie was the account id
// and an HMAC of it, the same in every browser, never changing, surviving
// sign-out and password reset, so an old copy exempted its holder from the
// account's lockout for good. Now each sign-in gets a random token, stored only
// as its SHA-256, replaced at the next sign-in, at most 20 per account, and
// logout (everywhere) and a password reset revoke them all.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as reset } from "@/app/api/password/reset/route";
import { POST as resetRequest } from "@/app/api/password/reset-request/route";
import { POST as register } from "@/app/api/register/route";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { DEVICES_KEPT, issueDeviceToken } from "@/lib/auth/device";
import { lockoutKey } from "@/lib/auth/password-check";
import { db } from "@/lib/db";
import { call, PASSWORD, randomAddress, spendAll, uniqueEmail } from "./helpers";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (cookie: string | undefined) => cookie?.split("=")[1] ?? "";

async function account() {
  const email = uniqueEmail("device");
  const res = await call<{ id: number }>(register, { body: { email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return { email, id: res.body.id, session: res.sessionCookie ?? "", device: res.deviceCookie ?? "" };
}

const signIn = (email: string, cookie?: string, password = PASSWORD) =>
  call(login, { body: { email, password }, peer: randomAddress(), cookie });

/** Strangers spend the account's ceiling of wrong passwords from everywhere (counted directly: bcrypt is slow). */
const lockOut = (email: string) => spendAll("loginFailuresAccount", lockoutKey(email));

/** Whether `device` lets its browser sign in past the spent ceiling. */
const passesLockout = async (email: string, device: string | undefined) => (await signIn(email, device)).status === 200;

const devicesOf = (userId: number) =>
  db().knownDevice.findMany({ where: { userId }, orderBy: { id: "asc" }, omit: { tokenHash: false } });

describe("known-device cookies", () => {
  it("are random per browser and per sign-in, and only their SHA-256 is stored", async () => {
    const { email, id, device: fromRegistration } = await account();
    const first = (await signIn(email)).deviceCookie;
    const second = (await signIn(email)).deviceCookie;
    const tokens = [fromRegistration, first, second].map(tokenOf);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = (await devicesOf(id)).map((device) => device.tokenHash);
    expect(stored).toEqual(tokens.map(sha256));
    expect(JSON.stringify(await db().knownDevice.findMany({ where: { userId: id } }))).not.toMatch(/[a-f0-9]{64}/);
  });

  it("are sent to the API only, httpOnly, for a year", async () => {
    const { email } = await account();
    const setCookie = (await signIn(email)).headers.getSetCookie().find((c) => c.startsWith("dreamscape.known-device="));
    expect(setCookie).toMatch(/Path=\/api(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
  });

  it("replace the browser's token at each sign-in: the old copy stops counting", async () => {
    const { email, id } = await account();
    const old = (await signIn(email)).deviceCookie;
    const renewed = (await signIn(email, old)).deviceCookie;
    expect(renewed).not.toBe(old);
    expect((await devicesOf(id)).map((device) => device.tokenHash)).not.toContain(sha256(tokenOf(old)));
    await lockOut(email);
    expect(await passesLockout(email, old)).toBe(false);
    expect(await passesLockout(email, renewed)).toBe(true);
  });

  it("stop counting after logout, which signs out everywhere", async () => {
    const { email, session, device } = await account();
    const elsewhere = (await signIn(email)).deviceCookie ?? "";
    const out = await call(logout, { method: "POST", cookie: `${session}; ${device}` });
    expect(out.status).toBe(200);
    expect(out.deviceCookie).toBe("dreamscape.known-device=");
    // Before, a copy of either cookie still got past the account's lockout.
    await lockOut(email);
    expect(await passesLockout(email, device)).toBe(false);
    expect(await passesLockout(email, elsewhere)).toBe(false);
  });

  it("stop counting after a password reset", async () => {
    const { email, id, device } = await account();
    const res = await call<{ dev: string }>(resetRequest, { body: { email } });
    const token = new URL(res.body.dev).searchParams.get("token") ?? "";
    const newPassword = "a brand new secret";
    expect((await call(reset, { body: { token, password: newPassword } })).status).toBe(200);
    expect(await devicesOf(id)).toEqual([]);
    await lockOut(email);
    expect((await signIn(email, device, newPassword)).status).toBe(429);
  });

  it("are kept for the newest 20 sign-ins of an account", async () => {
    const { email, id, device: oldest } = await account();
    const tokens: string[] = [];
    for (let i = 0; i < DEVICES_KEPT; i++) tokens.push(await issueDeviceToken(id, undefined));
    const kept = await devicesOf(id);
    expect(kept).toHaveLength(DEVICES_KEPT);
    expect(kept.map((device) => device.tokenHash)).toEqual(tokens.map(sha256));
    await lockOut(email);
    expect(await passesLockout(email, oldest)).toBe(false);
    expect(await passesLockout(email, `dreamscape.known-device=${tokens[0]}`)).toBe(true);
  });

  it("go with the account", async () => {
    const { id, session, device } = await account();
    expect(await devicesOf(id)).toHaveLength(1);
    expect(
      (await call(deleteUser, { method: "DELETE", cookie: `${session}; ${device}`, body: { password: PASSWORD } })).status,
    ).toBe(200);
    expect(await devicesOf(id)).toEqual([]);
  });
});

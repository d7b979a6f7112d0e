// Deleting an account takes its current password: the right one deletes
// everything at once; a wrong or missing one changes nothing, says so in the
// caller's language, and counts against deletion's own budget of wrong
// guesses, per account and device, which sign-in's lockout never touches.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { DELETE as deleteUser, GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { lockoutKey } from "@/lib/auth/password-check";
import { LIMITS } from "@/lib/security/rate-limit";
import { seedDreams, signedUp } from "./dreams-helpers";
import { call, PASSWORD, randomAddress, spendAll, uniqueEmail, type ErrorShape } from "./helpers";

const remove = (cookie: string, body?: unknown, options: { peer?: string; headers?: Record<string, string> } = {}) =>
  call<ErrorShape & { ok?: boolean }>(deleteUser, {
    method: "DELETE",
    cookie,
    ...(body === undefined ? {} : { body }),
    ...options,
  });

/** An account with two dreams and a playlist; `password` instead of PASSWORD. */
async function withJournal(password?: string) {
  const account = password ? await registered(password) : await signedUp();
  await seedDreams(account.id, 2);
  await db().dreamPlaylist.create({
    data: { userId: account.id, name: "Night", dominantMood: "peaceful", tracks: { attributes: {}, suggestedTracks: [] } },
  });
  return account;
}

async function registered(password: string) {
  const email = uniqueEmail("owner");
  const res = await call<{ id: number }>(register, { body: { email, password } });
  expect(res.status).toBe(201);
  return { id: res.body.id, email, cookie: res.sessionCookie ?? "" };
}

/** An account with two dreams, signed in from a browser that holds its session and its known-device cookie. */
async function withDevice() {
  const { id, email } = await registered(PASSWORD);
  await seedDreams(id, 2);
  const res = await call(login, { body: { email, password: PASSWORD } });
  expect(res.deviceCookie).toBeDefined();
  return { id, email, session: res.sessionCookie ?? "", device: res.deviceCookie ?? "" };
}

async function holdings(userId: number) {
  const [users, dreams, playlists] = await Promise.all([
    db().user.count({ where: { id: userId } }),
    db().dream.count({ where: { userId } }),
    db().dreamPlaylist.count({ where: { userId } }),
  ]);
  return { users, dreams, playlists };
}

describe("DELETE /api/user", () => {
  it("deletes the account and everything in it with the right password, and ends the session", async () => {
    const { id, cookie } = await withJournal();
    expect(await holdings(id)).toEqual({ users: 1, dreams: 2, playlists: 1 });

    const res = await remove(cookie, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.sessionCookie).toMatch(/session-token=$/);
    expect(await holdings(id)).toEqual({ users: 0, dreams: 0, playlists: 0 });
    expect((await call(getUser, { cookie })).status).toBe(401);
  });

  it("refuses a wrong, missing or empty password, in the caller's language, and keeps everything", async () => {
    const { id, cookie } = await withJournal();

    const wrong = await remove(cookie, { password: "not my password" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toEqual({
      code: "wrong_password",
      message: "That is not your current password. Your account has not been deleted.",
    });
    const german = await remove(cookie, { password: "not my password" }, { headers: { "accept-language": "de" } });
    expect(german.body.error.message).toBe("Das ist nicht dein aktuelles Passwort. Dein Konto wurde nicht gelöscht.");

    for (const body of [undefined, {}, { password: "" }, { password: 12345678 }]) {
      const missing = await remove(cookie, body);
      expect(missing.status, JSON.stringify(body)).toBe(400);
      expect(missing.body.error.code).toBe("validation_failed");
      expect(missing.body.error.message).toBe("Enter your current password to delete your account.");
    }
    // Longer than bcrypt reads: it could only match by its first 72 bytes, so it is refused outright.
    const long = await remove(cookie, { password: PASSWORD + "x".repeat(72) });
    expect(long.status).toBe(400);
    expect((await remove(cookie, { password: PASSWORD, userId: id })).status).toBe(400);

    expect(await holdings(id)).toEqual({ users: 1, dreams: 2, playlists: 1 });
    expect((await call(getUser, { cookie })).status).toBe(200);
  });

  it("lets no session delete another account: a cookie only ever reaches its own", async () => {
    const ownerPassword = "the owner's own secret";
    const owner = await withJournal(ownerPassword);
    const other = await withJournal();

    // The other session with the owner's password is checked against its own account, and refused.
    expect((await remove(other.cookie, { password: ownerPassword })).status).toBe(403);
    // Without a session nothing is deleted, whatever the password.
    const anonymous = await remove("", { password: ownerPassword });
    expect(anonymous.status).toBe(401);
    expect(await holdings(owner.id)).toEqual({ users: 1, dreams: 2, playlists: 1 });

    // The other session with its own password deletes its own account only.
    expect((await remove(other.cookie, { password: PASSWORD })).status).toBe(200);
    expect(await holdings(other.id)).toEqual({ users: 0, dreams: 0, playlists: 0 });
    expect(await holdings(owner.id)).toEqual({ users: 1, dreams: 2, playlists: 1 });
    expect((await call(getUser, { cookie: owner.cookie })).status).toBe(200);
  });

  it("is not blocked by sign-in's lockout: 100 wrong passwords from anywhere leave the owner's browser able to delete", async () => {
    const { id, session, device, email } = await withDevice();
    const client = randomAddress();
    // Strangers spent the account's ceiling, and this client's own budget at sign-in.
    await spendAll("loginFailuresAccount", lockoutKey(email));
    await spendAll("loginFailuresClient", `${lockoutKey(email)}:${client}`);
    expect((await call(login, { body: { email, password: PASSWORD }, peer: client })).status).toBe(429);
    // Before, deleting answered 429 here too.
    expect((await remove(`${session}; ${device}`, { password: PASSWORD }, { peer: client })).status).toBe(200);
    expect(await holdings(id)).toEqual({ users: 0, dreams: 0, playlists: 0 });
  });

  it("has a budget of wrong passwords per device: past it 429, even to the right one, and nothing deleted", async () => {
    const { id, session, device } = await withDevice();
    const fromDevice = (password: string) => remove(`${session}; ${device}`, { password }, { peer: randomAddress() });
    for (let i = 0; i < LIMITS.deletePassword.points; i++) expect((await fromDevice(`guess ${i}`)).status).toBe(403);
    const refused = await fromDevice(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("too_many_requests");
    expect(refused.body.error.message).toMatch(/^Too many wrong passwords\. Please try again in 1[45] minutes\./);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await holdings(id)).users).toBe(1);
  });

  it("gives a session without the owner's device (a stolen cookie) one shared budget, whatever its address, and leaves the owner's", async () => {
    const { id, session, device, email } = await withDevice();
    for (let i = 0; i < LIMITS.deletePassword.points; i++) {
      expect((await remove(session, { password: `guess ${i}` }, { peer: randomAddress() })).status).toBe(403);
    }
    expect((await remove(session, { password: PASSWORD }, { peer: randomAddress() })).status).toBe(429);
    // A device of another account is no device of this one.
    const stranger = await registered("another one's secret");
    const other = await call(login, { body: { email: stranger.email, password: "another one's secret" } });
    expect((await remove(`${session}; ${other.deviceCookie}`, { password: PASSWORD })).status).toBe(429);
    // Deleting's guesses are not sign-in's, and the owner's browser has its own budget.
    expect((await call(login, { body: { email, password: PASSWORD } })).status).toBe(200);
    expect((await remove(`${session}; ${device}`, { password: PASSWORD })).status).toBe(200);
    expect((await holdings(id)).users).toBe(0);
  });
});

// Deleting an account takes its current password: the right one deletes
// everything at once; a wrong or missing one changes nothing, says so in the
// caller's language, and counts against login's budget of wrong guesses.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { DELETE as deleteUser, GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { consume, LIMITS } from "@/lib/security/rate-limit";
import { seedDreams, signedUp } from "./dreams-helpers";
import { call, PASSWORD, randomAddress, uniqueEmail, type ErrorShape } from "./helpers";

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
  const res = await call<{ id: number }>(register, { body: { email: uniqueEmail("owner"), password } });
  expect(res.status).toBe(201);
  return { id: res.body.id, cookie: res.sessionCookie ?? "" };
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

  it("counts wrong passwords with login's: past the budget it answers 429, even to the right one, and deletes nothing", async () => {
    const { id, cookie } = await withJournal();
    const email = (await db().user.findUniqueOrThrow({ where: { id } })).email;
    const client = randomAddress();
    // All but one of this client's wrong guesses at the account, spent elsewhere (bcrypt takes 0.3 s each).
    for (let i = 0; i < LIMITS.loginFailuresClient.points - 1; i++) await consume("loginFailuresClient", `${id}:${client}`);

    expect((await remove(cookie, { password: "guess number ten" }, { peer: client })).status).toBe(403);
    const refused = await remove(cookie, { password: PASSWORD }, { peer: client });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("too_many_requests");
    expect(refused.body.error.message).toMatch(/^Too many wrong passwords\. Please try again in 1[45] minutes\./);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // One budget: signing in from that client waits too.
    expect((await call(login, { body: { email, password: PASSWORD }, peer: client })).status).toBe(429);
    expect(await holdings(id)).toEqual({ users: 1, dreams: 2, playlists: 1 });

    // From another client the owner can still delete the account.
    expect((await remove(cookie, { password: PASSWORD }, { peer: randomAddress() })).status).toBe(200);
    expect(await holdings(id)).toEqual({ users: 0, dreams: 0, playlists: 0 });
  });
});

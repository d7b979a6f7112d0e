// TRUST_PROXY names the proxies whose X-Forwarded-For is believed. Before, with
// TRUST_PROXY=1 any peer could set the header, so a client with no proxy in
// front named a new address per request and every per-address limit was void.
// Each test loads the routes as a server configured that way would.
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, PASSWORD, randomAddress, uniqueEmail, type ErrorShape } from "./helpers";

/** A server others can reach, as configured for it (bcrypt at its default cost of 12). */
const PUBLIC = { DREAMSCAPE_LISTEN_HOST: "0.0.0.0", NEXTAUTH_SECRET: "a-secret", PASSWORD_HASH_COST: "" };

/** The routes and start-up checks of a server started with `env`. */
async function serverWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return {
    login: (await import("@/app/api/login/route")).POST,
    register: (await import("@/app/api/register/route")).POST,
    startupErrors: (await import("@/lib/startup")).startupErrors,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

type Server = Awaited<ReturnType<typeof serverWith>>;

async function account(server: Server) {
  const email = uniqueEmail("proxy");
  expect((await call(server.register, { body: { email, password: PASSWORD } })).status).toBe(201);
  return email;
}

/** Eleven wrong passwords from the socket `peer`, each claiming its own X-Forwarded-For; the statuses. */
async function guesses(server: Server, email: string, peer: string, forwardedFor: () => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= 10; i++) {
    const res = await call<ErrorShape>(server.login, {
      body: { email, password: `wrong guess ${i}` },
      peer,
      headers: { "x-forwarded-for": forwardedFor() },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const tenThenLocked = [...Array<number>(10).fill(401), 429];

describe("TRUST_PROXY as a list of proxies", () => {
  it("ignores X-Forwarded-For from a peer it does not name: made-up addresses no longer escape the lockout", async () => {
    const server = await serverWith({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" });
    const email = await account(server);
    const attacker = "203.0.113.50";
    expect(await guesses(server, email, attacker, () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`)).toEqual(
      tenThenLocked,
    );
  });

  it("believes a listed proxy: the clients behind it keep budgets of their own", async () => {
    const server = await serverWith({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" });
    const email = await account(server);
    const proxy = randomAddress(); // in 10.0.0.0/8
    const client = "198.51.100.7";
    expect(await guesses(server, email, proxy, () => client)).toEqual(tenThenLocked);
    // Another visitor through the same proxy is not locked out by the first.
    const other = await call(server.login, {
      body: { email, password: PASSWORD },
      peer: proxy,
      headers: { "x-forwarded-for": "198.51.100.8" },
    });
    expect(other.status).toBe(200);
  });

  it("takes the first address from the right that is not a proxy: what the client wrote left of it changes nothing", async () => {
    const server = await serverWith({ TRUST_PROXY: "10.0.0.0/8,2001:db8:ffff::/48" });
    const email = await account(server);
    const client = "2001:db8:1::7";
    // client → CDN edge (2001:db8:ffff::5) → load balancer (the peer); the client prepends a new lie each time.
    const lie = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    expect(await guesses(server, email, randomAddress(), () => `${lie()}, ${client}, 2001:db8:ffff::5`)).toEqual(tenThenLocked);
  });

  it("refuses a TRUST_PROXY that is neither a count nor addresses, saying what to write", async () => {
    vi.stubEnv("TRUST_PROXY", "my-proxy.internal");
    vi.resetModules();
    await expect(import("@/lib/env")).rejects.toThrow(
      /TRUST_PROXY: "my-proxy\.internal" is not an IP address or CIDR range.*10\.0\.0\.0\/8/,
    );
  });
});

describe("TRUST_PROXY as a count", () => {
  it("still serves on loopback, where every peer is this machine: each X-Forwarded-For its own client (Playwright's setup)", async () => {
    const server = await serverWith({ TRUST_PROXY: "1", DREAMSCAPE_LISTEN_HOST: "127.0.0.1" });
    expect(server.startupErrors()).toEqual([]);
    const email = await account(server);
    const client = () => randomAddress();
    // A new address per request through the local proxy: no one client reaches 10.
    expect(await guesses(server, email, "127.0.0.1", client)).toEqual(Array<number>(11).fill(401));
    expect(await guesses(server, email, "::1", () => "198.51.100.20")).toEqual(tenThenLocked);
  });

  it("refuses to start on a public bind, and says to list the proxies instead", async () => {
    // bcrypt's own cost too: a public server refuses the tests' cheaper one.
    const server = await serverWith({ ...PUBLIC, TRUST_PROXY: "1" });
    const errors = server.startupErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^TRUST_PROXY=1 trusts X-Forwarded-For from anyone who connects, and this server listens on 0\.0\.0\.0/,
    );
    expect(errors[0]).toMatch(
      /Set TRUST_PROXY to the addresses of the proxies in front.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
    const listed = await serverWith({ ...PUBLIC, TRUST_PROXY: "10.0.0.0/8" });
    expect(listed.startupErrors()).toEqual([]);
  });

  it("refuses, on a public bind, a bcrypt cost below 12 (the tests' cheaper one stays on this machine)", async () => {
    const cheap = await serverWith({ ...PUBLIC, TRUST_PROXY: "10.0.0.0/8", PASSWORD_HASH_COST: "11" });
    expect(cheap.startupErrors()).toEqual([
      expect.stringMatching(/^PASSWORD_HASH_COST is 11, and this server can be reached by others/),
    ]);
    const local = await serverWith({ TRUST_PROXY: "1", DREAMSCAPE_LISTEN_HOST: "127.0.0.1", PASSWORD_HASH_COST: "4" });
    expect(local.startupErrors()).toEqual([]);
  });

  it("believes no peer from another machine, should one reach it", async () => {
    const server = await serverWith({ TRUST_PROXY: "1", DREAMSCAPE_LISTEN_HOST: "127.0.0.1" });
    const email = await account(server);
    expect(await guesses(server, email, "203.0.113.60", () => randomAddress())).toEqual(tenThenLocked);
  });
});

// A server other machines can reach (HOST=0.0.0.0, APP_URL on https) and no
// Stripe or SMTP keys: the laptop conveniences are off. Nobody gets Premium
// without paying, no reset link is shown or written to any log, redirects
// stay on the address the visitor used (never http://0.0.0.0), cookies are
// Secure and HSTS is sent. Without NEXTAUTH_SECRET it refuses to start.
import { freshDatabase, startServer, type AppServer } from "../support/servers";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

const PORT = 3115;
const BASE = `http://127.0.0.1:${PORT}`;
const APP_URL = "https://dreams.example";

let databaseUrl: string;
let server: AppServer;

const publicEnv = () => ({
  HOST: "0.0.0.0",
  DATABASE_URL: databaseUrl,
  APP_URL,
  NEXTAUTH_SECRET: "public-bind-secret",
  TRUST_PROXY: "0",
  STRIPE_SECRET_KEY: "",
  SMTP_URL: "",
  BILLING_LOCAL: "",
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  databaseUrl = await freshDatabase("dreamscape_public");
  server = await startServer({ name: "public", port: PORT, env: publicEnv() });
});

test.afterAll(async () => {
  await server?.stop();
});

const sessionOf = (res: Response) => (res.headers.getSetCookie().find((c) => c.includes("session-token=")) ?? "").split(";")[0];

async function signUp() {
  const res = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail("public"), password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  const setCookie = res.headers.getSetCookie().find((c) => c.includes("session-token=")) ?? "";
  // APP_URL is https: the session cookie is Secure, with the __Secure- prefix.
  expect(setCookie).toMatch(/^__Secure-next-auth\.session-token=/);
  expect(setCookie).toMatch(/;\s*Secure/i);
  return sessionOf(res);
}

const post = (path: string, cookie: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });

test("refuses to start without NEXTAUTH_SECRET, and says how to make one", async () => {
  const refused = await startServer({
    name: "no-secret",
    port: PORT + 1,
    env: { ...publicEnv(), NEXTAUTH_SECRET: "" },
    expectExit: true,
  });
  expect(await refused.exited).toBe(1);
  expect(refused.log()).toMatch(/NEXTAUTH_SECRET is not set.*randomBytes\(32\)/s);
});

test("says at start what is off: password reset without SMTP, and payments without Stripe", () => {
  expect(server.log()).toMatch(/SMTP_URL is not set.*password reset is unavailable/);
  expect(server.log()).toMatch(/STRIPE_SECRET_KEY is not set: upgrading to Premium says payments are not configured/);
});

test("no Premium without payment: no local test checkout, nothing to activate", async () => {
  const cookie = await signUp();
  const checkout = await post("/api/subscribe/create-checkout", cookie);
  expect(checkout.status).toBe(503);
  expect(((await checkout.json()) as { error: { message: string } }).error.message).toMatch(/Payments are not configured/);
  const fakeSession = `cs_local_${"A".repeat(22)}`;
  expect((await post(`/api/subscribe/test-checkout/${fakeSession}/pay`, cookie)).status).toBe(404);
  expect((await post("/api/subscribe/activate", cookie, { sessionId: fakeSession })).status).toBeGreaterThanOrEqual(400);
  const page = await fetch(`${BASE}/checkout/${fakeSession}`, { headers: { cookie } });
  expect(page.status).toBe(404);
  const me = (await (await fetch(`${BASE}/api/user`, { headers: { cookie } })).json()) as { isPremium: boolean };
  expect(me.isPremium).toBe(false);
});

test("no reset link anywhere: the answer says resets are unavailable, and the log holds no token", async () => {
  const cookie = await signUp();
  const me = (await (await fetch(`${BASE}/api/user`, { headers: { cookie } })).json()) as { email: string };
  for (const email of [me.email, uniqueEmail("nobody")]) {
    const res = await post("/api/password/reset-request", "", { email });
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(text).toMatch(/not available on this server/);
    expect(text).not.toContain("token=");
  }
  expect(server.log()).not.toMatch(/token=|reset-password\?/);
});

test("redirects stay on the visitor's address, never the bound 0.0.0.0; HSTS is sent", async () => {
  const home = await fetch(`${BASE}/`, { redirect: "manual" });
  expect(home.status).toBe(307);
  expect(home.headers.get("location")).toBe("/auth");
  expect(home.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

  const expired = await fetch(`${BASE}/auth/expired`, {
    redirect: "manual",
    headers: { cookie: "__Secure-next-auth.session-token=stale" },
  });
  expect(expired.status).toBe(303);
  expect(expired.headers.get("location")).toBe("/auth");

  const cookie = await signUp();
  const signedIn = await fetch(`${BASE}/auth`, { redirect: "manual", headers: { cookie } });
  expect(signedIn.status).toBe(307);
  expect(signedIn.headers.get("location")).toBe("/");
});

test("warns once that X-Forwarded-For arrives while TRUST_PROXY=0, and only then", async () => {
  for (let i = 0; i < 3; i++) {
    await post("/api/login", "", { email: uniqueEmail("xff"), password: PASSWORD }).then((r) => r.text());
  }
  // Every request so far came straight from a client, without the header.
  expect(server.log()).not.toContain("X-Forwarded-For but TRUST_PROXY=0");
  const sent = await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
    body: JSON.stringify({ email: uniqueEmail("xff"), password: PASSWORD }),
  });
  expect(sent.status).toBe(401);
  await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.10" },
    body: JSON.stringify({ email: uniqueEmail("xff"), password: PASSWORD }),
  });
  await expect(() => expect(server.log().match(/X-Forwarded-For but TRUST_PROXY=0/g)).toHaveLength(1)).toPass({
    timeout: 5_000,
  });
});

// The account-takeover fix against a real server, and the pages' security
// headers in a real browser.
import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "../../lib/design/theme-script";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { request } from "@playwright/test";
import { expect, registerViaApi, test, uniqueEmail, PASSWORD } from "./fixtures";

test.describe("a server bound to every interface, without SMTP", () => {
  const PORT = 3102;
  let server: ChildProcess;
  let log = "";

  test.beforeAll(async () => {
    server = spawn("npx tsx scripts/migrate.ts && npx tsx scripts/server.ts", {
      shell: true,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "0.0.0.0",
        PORT: String(PORT),
        DATABASE_URL: "",
        PGLITE_DIR: ".data/e2e-public-pglite",
        NEXTAUTH_SECRET: "public-secret",
        APP_URL: `http://127.0.0.1:${PORT}`,
        SMTP_URL: "",
      },
    });
    const collect = (chunk: Buffer) => (log += chunk.toString());
    server.stdout?.on("data", collect);
    server.stderr?.on("data", collect);
    await expect.poll(() => log, { timeout: 60_000 }).toContain("listening on");
  });

  test.afterAll(() => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  });

  test("never hands out the reset link, whoever asks and whatever Host they send", async () => {
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    const email = uniqueEmail("public");
    expect((await api.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
    const forged: Record<string, string>[] = [{}, { Host: "localhost", "X-Forwarded-Host": "evil.example" }];
    for (const headers of forged) {
      // Other machines can reach this server and it cannot mail: resets are unavailable, and it says so.
      const res = await api.post("/api/password/reset-request", { data: { email }, headers });
      expect(res.status()).toBe(503);
      const body = (await res.json()) as { error: { message: string }; dev?: string };
      expect(body.dev).toBeUndefined();
      expect(body.error.message).toMatch(/not available on this server/);
    }
    // The operator is told why at start; no link is written to the log either.
    expect(log).toContain("password reset is unavailable");
    expect(log).not.toMatch(/reset-password\?token=/);
    await api.dispose();
  });
});

test("pages rendered per request carry a nonce-based CSP without unsafe-eval, and run without violating it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await registerViaApi(page);
  // The journal is rendered for its owner (prerendered pages are in public-pages.spec.ts).
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()["permissions-policy"]).toContain("microphone=(self)");
  // Every script the server wrote into the page carries the nonce (those loaded later come from them:
  // 'strict-dynamic'), but the theme script, the same on every page, which the policy names by its hash.
  const scripts = [...((await response?.text()) ?? "").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(1);
  for (const [, attributes, text] of scripts) {
    if (attributes.includes(`nonce="${nonce}"`)) continue;
    expect(text).toBe(THEME_SCRIPT);
    expect(csp).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  await expect(page.getByTestId("new-dream")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByTestId("profile-email")).toBeVisible();
  expect(violations).toEqual([]);
  // A fresh nonce on every request.
  const again = await page.request.get("/");
  expect(again.headers()["content-security-policy"]).toMatch(/'nonce-/);
  expect(again.headers()["content-security-policy"]).not.toContain(nonce);
});

test("a second process on the same embedded database stops with a clear message", async ({ page }) => {
  test.skip(test.info().project.name !== "pglite", "the PGlite server's folder");
  await registerViaApi(page); // the server has now opened .data/e2e-pglite
  const second = spawnSync("npx", ["tsx", "scripts/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: ".data/e2e-pglite" },
    encoding: "utf8",
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toMatch(
    /The embedded database in \.data\/e2e-pglite is already open in another process \(pid \d+ on host /,
  );
});

// Verified addresses: the link's token (single use, 24 hours), sending it
// again (3 an hour), sharing refused until then, accounts from before counted
// as verified, mail through a real SMTP server on 127.0.0.1, and a public
// server without mail, where nothing waits for verification.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as share } from "@/app/api/dreams/[id]/share/route";
import { POST as create } from "@/app/api/dreams/route";
import { POST as register } from "@/app/api/register/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as resend } from "@/app/api/user/verification/route";
import { POST as confirm } from "@/app/api/user/verification/confirm/route";
import { db } from "@/lib/db";
import type { Dream } from "@/lib/dreams/schema";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { call, PASSWORD, uniqueEmail, type ErrorShape } from "./helpers";
import { stopJobs } from "./jobs";
import { migrateTestDatabase } from "../setup/database";

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

async function registered(headers: Record<string, string> = {}) {
  const email = uniqueEmail("verify");
  const res = await call<{ id: number; dev?: string; emailVerified: boolean }>(register, {
    body: { email, password: PASSWORD },
    headers,
  });
  expect(res.status).toBe(201);
  return { email, id: res.body.id, cookie: res.sessionCookie ?? "", dev: res.body.dev };
}

async function interpretedDream(cookie: string) {
  const res = await call<Dream>(create, {
    cookie,
    body: { title: "The lighthouse", content: "I climbed a lighthouse over dark water." },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const shareOf = (cookie: string, id: number) => call<ErrorShape>(share, { cookie, method: "POST", params: { id: String(id) } });

describe("on a laptop without mail (the link in `dev`)", () => {
  it("keeps a new account from sharing until the link's button is pressed, then lets it", async () => {
    const user = await registered();
    expect(user.dev).toMatch(/^http:\/\/localhost:3000\/auth\/verify\?token=[A-Za-z0-9_-]{43}$/);
    expect((await call(getUser, { cookie: user.cookie })).body).toMatchObject({ emailVerified: false, mailDelivery: "local" });

    const dream = await interpretedDream(user.cookie);
    const refused = await shareOf(user.cookie, dream);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("email_unverified");
    expect(refused.body.error.message).toMatch(/verify your email address/i);

    // The link's token alone: no session needed (the mail may be opened on another device).
    const confirmed = await call<{ message: string }>(confirm, { body: { token: tokenOf(user.dev ?? "") } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/verified/);
    expect((await call(getUser, { cookie: user.cookie })).body).toMatchObject({ emailVerified: true });
    expect((await shareOf(user.cookie, dream)).status).toBe(200);
  });

  it("refuses a used, unknown, expired or malformed token with 400, saying nothing about any account", async () => {
    const user = await registered();
    const token = tokenOf(user.dev ?? "");
    expect((await call(confirm, { body: { token } })).status).toBe(200);
    const used = await call<ErrorShape>(confirm, { body: { token } });
    const unknown = await call<ErrorShape>(confirm, { body: { token: "A".repeat(43) } });
    expect(used.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(used.body).toEqual(unknown.body);
    expect(JSON.stringify(used.body)).not.toContain(user.email);

    const late = await registered();
    await db().user.update({ where: { id: late.id }, data: { emailVerifyTokenExpiry: new Date(Date.now() - 1000) } });
    expect((await call<ErrorShape>(confirm, { body: { token: tokenOf(late.dev ?? "") } })).body).toEqual(unknown.body);
    expect((await call(getUser, { cookie: late.cookie })).body).toMatchObject({ emailVerified: false });

    for (const body of [{ token: "short" }, { token: 42 }, {}, { token: "A".repeat(43), extra: true }]) {
      expect((await call<ErrorShape>(confirm, { body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("keeps the token's hash only, valid 24 hours", async () => {
    const user = await registered();
    const row = await db().user.findUniqueOrThrow({
      where: { id: user.id },
      select: { emailVerifyToken: true, emailVerifyTokenExpiry: true },
    });
    expect(row.emailVerifyToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row.emailVerifyToken).not.toBe(tokenOf(user.dev ?? ""));
    const hours = ((row.emailVerifyTokenExpiry?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("sends a new link on request (the old one stops working), at most 3 an hour, and none once verified", async () => {
    const user = await registered({ "accept-language": "uk" });
    const first = tokenOf(user.dev ?? "");
    const again = await call<{ message: string; dev: string }>(resend, { cookie: user.cookie, method: "POST" });
    expect(again.status).toBe(200);
    expect(again.body.message).toContain(user.email);
    expect(tokenOf(again.body.dev)).not.toBe(first);
    expect((await call(confirm, { body: { token: first } })).status).toBe(400);

    for (let i = 0; i < 2; i++) expect((await call(resend, { cookie: user.cookie, method: "POST" })).status).toBe(200);
    const fourth = await call<ErrorShape>(resend, { cookie: user.cookie, method: "POST", headers: { "accept-language": "uk" } });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fourth.body.error.message).toMatch(/[а-яіїє]/i); // in the user's language

    const done = await registered();
    expect((await call(confirm, { body: { token: tokenOf(done.dev ?? "") } })).status).toBe(200);
    const already = await call<ErrorShape>(resend, { cookie: done.cookie, method: "POST" });
    expect(already.status).toBe(409);
    expect((await call(resend, { method: "POST" })).status).toBe(401);
  });
});

describe("with SMTP_URL (a real SMTP server on 127.0.0.1)", () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await mailbox.close();
  });

  it("mails the link in the registering user's language, by a job, and never answers it", async () => {
    vi.stubEnv("SMTP_URL", mailbox.url);
    vi.resetModules();
    await migrateTestDatabase();
    const mailRegister = (await import("@/app/api/register/route")).POST;
    const mailResend = (await import("@/app/api/user/verification/route")).POST;
    const mailConfirm = (await import("@/app/api/user/verification/confirm/route")).POST;
    const { startWorker } = await import("@/lib/jobs/worker");
    const { verificationMailJob } = await import("@/lib/auth/verification-mail-job");

    const email = uniqueEmail("mailed");
    const res = await call<Record<string, unknown>>(mailRegister, {
      body: { email, password: PASSWORD },
      headers: { "accept-language": "fr" },
    });
    expect(res.status).toBe(201);
    expect(res.body.dev).toBeUndefined();
    expect(res.body.mailDelivery).toBe("smtp");

    const worker = await startWorker([verificationMailJob]);
    try {
      await worker.idle();
      const [mail] = mailbox.to(email);
      expect(mail.subject).toBe("Confirmez votre adresse e-mail DreamScape");
      const link = /http:\/\/localhost:3000\/auth\/verify\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "";
      expect(link).not.toBe("");

      // Sent again: a second mail, and only the newest link works.
      const again = await call<Record<string, unknown>>(mailResend, { cookie: res.sessionCookie ?? "", method: "POST" });
      expect(again.status).toBe(200);
      expect(again.body.dev).toBeUndefined();
      await worker.idle();
      expect(mailbox.to(email)).toHaveLength(2);
      const newest = /token=([A-Za-z0-9_-]{43})/.exec(mailbox.to(email)[1].text)?.[1] ?? "";
      expect((await call(mailConfirm, { body: { token: tokenOf(link) } })).status).toBe(400);
      expect((await call(mailConfirm, { body: { token: newest } })).status).toBe(200);
    } finally {
      await stopJobs(worker);
    }
  });
});

describe("on a public server without SMTP", () => {
  it("verifies nothing and lets sharing be", async () => {
    vi.stubEnv("DREAMSCAPE_LISTEN_HOST", "0.0.0.0");
    vi.resetModules();
    try {
      const publicRegister = (await import("@/app/api/register/route")).POST;
      const publicResend = (await import("@/app/api/user/verification/route")).POST;
      const publicShare = (await import("@/app/api/dreams/[id]/share/route")).POST;
      const publicCreate = (await import("@/app/api/dreams/route")).POST;
      const res = await call<Record<string, unknown>>(publicRegister, {
        body: { email: uniqueEmail("public"), password: PASSWORD },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ emailVerified: false, mailDelivery: "none" });
      expect(res.body.dev).toBeUndefined();
      const cookie = res.sessionCookie ?? "";
      const unavailable = await call<ErrorShape>(publicResend, { cookie, method: "POST" });
      expect(unavailable.status).toBe(503);
      const dream = await call<Dream>(publicCreate, { cookie, body: { title: "Sea", content: "Warm water at night." } });
      expect((await call(publicShare, { cookie, method: "POST", params: { id: String(dream.body.id) } })).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

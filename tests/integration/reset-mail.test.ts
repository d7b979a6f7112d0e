// With SMTP_URL set, the reset link goes out by mail through a real SMTP
// server on 127.0.0.1 and never appears in the response. The request only
// queues the mail: the job looks the account up, so a request for a real
// account does the same work as one for an unknown address.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, PASSWORD, uniqueEmail } from "./helpers";
import { startJobs, stopJobs } from "./jobs";
import { migrateTestDatabase } from "../setup/database";

interface Received {
  from: string;
  to: string[];
  data: string;
}
const inbox: Received[] = [];
let server: SMTPServer;

async function appWithSmtp(url: string) {
  process.env.SMTP_URL = url;
  vi.resetModules(); // lib/env reads the environment once per module graph
  await migrateTestDatabase(); // a fresh module graph may mean a fresh in-memory database
  return {
    db: (await import("@/lib/db")).db,
    register: (await import("@/app/api/register/route")).POST,
    resetRequest: (await import("@/app/api/password/reset-request/route")).POST,
    reset: (await import("@/app/api/password/reset/route")).POST,
    login: (await import("@/app/api/login/route")).POST,
  };
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("password reset by mail", () => {
  it("mails a working single-use link and leaves no dev field", async () => {
    const port = (server.server.address() as AddressInfo).port;
    const app = await appWithSmtp(`smtp://127.0.0.1:${port}`);
    const email = uniqueEmail("mail");
    expect((await call(app.register, { body: { email, password: PASSWORD } })).status).toBe(201);

    const res = await call(app.resetRequest, { body: { email }, headers: { "accept-language": "fr" } });
    expect(res.status).toBe(200);
    expect(res.body.dev).toBeUndefined();
    // Nothing was looked up or written on the request's path: the queued job does it.
    expect(await app.db().user.findUnique({ where: { email }, select: { resetToken: true } })).toEqual({ resetToken: null });
    expect(inbox).toHaveLength(0);
    const worker = await startJobs(["reset-mail"]);
    await worker.idle();
    expect(inbox).toHaveLength(1);
    expect(inbox[0].to).toEqual([email]);
    const body = inbox[0].data.replace(/=\r?\n/g, ""); // undo quoted-printable soft breaks
    const token = /reset-password\?token=3D([A-Za-z0-9_-]{43})|reset-password\?token=([A-Za-z0-9_-]{43})/.exec(body);
    const value = token?.[1] ?? token?.[2] ?? "";
    expect(value).toHaveLength(43);
    expect(body).toContain("votre compte DreamScape"); // written in the requester's language (French)

    const unknown = await call(app.resetRequest, { body: { email: uniqueEmail("nobody") } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: expect.any(String) });
    await worker.idle();
    expect(inbox).toHaveLength(1); // nothing is sent for an unknown address
    await stopJobs(worker);

    expect((await call(app.reset, { body: { token: value, email, password: "mailed new password" } })).status).toBe(200);
    expect((await call(app.login, { body: { email, password: "mailed new password" } })).status).toBe(200);
  });

  it("answers the same when the mail server is down", async () => {
    const app = await appWithSmtp("smtp://127.0.0.1:1");
    const email = uniqueEmail("down");
    await call(app.register, { body: { email, password: PASSWORD } });
    const res = await call(app.resetRequest, { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body.dev).toBeUndefined();
  });
});

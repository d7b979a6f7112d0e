// The app as reminders need it: VAPID keys, a Web Push service on 127.0.0.1
// (web-push-testing, which checks signatures and decrypts, and a stand-in
// that fails on purpose), and an SMTP server. The environment is read once
// per module graph (lib/env.ts), so the routes are imported after it is set.
import { vi } from "vitest";
import webpush from "web-push";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { startFailingPushService, startPushService, type FailingPushService, type PushService } from "../support/push-service";
import { migrateTestDatabase } from "../setup/database";
import { call, PASSWORD, uniqueEmail } from "./helpers";

export interface ReminderApp {
  push: PushService;
  failing: FailingPushService;
  mailbox: Mailbox;
  vapid: { publicKey: string; privateKey: string };
  routes: Awaited<ReturnType<typeof importRoutes>>;
  close(): Promise<void>;
}

async function importRoutes() {
  return {
    register: (await import("@/app/api/register/route")).POST,
    user: await import("@/app/api/user/route"),
    reminders: await import("@/app/api/reminders/route"),
    test: (await import("@/app/api/reminders/test/route")).POST,
    unsubscribe: await import("@/app/api/reminders/unsubscribe/route"),
    key: (await import("@/app/api/push/key/route")).GET,
    subscriptions: await import("@/app/api/push/subscriptions/route"),
    createDream: (await import("@/app/api/dreams/route")).POST,
    db: (await import("@/lib/db")).db,
    jobs: {
      worker: await import("@/lib/jobs/worker"),
      queue: await import("@/lib/jobs/queue"),
      wake: await import("@/lib/jobs/wake"),
      reminders: await import("@/lib/reminders/jobs"),
      plan: await import("@/lib/reminders/plan"),
      service: await import("@/lib/reminders/service"),
    },
  };
}

export async function startReminderApp(): Promise<ReminderApp> {
  const [push, failing, mailbox] = await Promise.all([startPushService(), startFailingPushService(), startMailbox()]);
  const vapid = webpush.generateVAPIDKeys();
  vi.stubEnv("VAPID_PUBLIC_KEY", vapid.publicKey);
  vi.stubEnv("VAPID_PRIVATE_KEY", vapid.privateKey);
  vi.stubEnv("VAPID_SUBJECT", "mailto:tests@dreamscape.example");
  vi.stubEnv("PUSH_ENDPOINT_ORIGINS", `${push.origin},${failing.origin}`);
  vi.stubEnv("PUSH_TIMEOUT_MS", "500");
  vi.stubEnv("SMTP_URL", mailbox.url);
  vi.resetModules();
  await migrateTestDatabase();
  const routes = await importRoutes();
  return {
    push,
    failing,
    mailbox,
    vapid,
    routes,
    async close() {
      const { stopQueue } = routes.jobs.queue;
      const { stopListening } = await import("@/lib/db/notifications");
      await stopQueue();
      await stopListening();
      vi.unstubAllEnvs();
      vi.resetModules();
      await Promise.all([push.close(), failing.close(), mailbox.close()]);
    },
  };
}

/** A new account, signed in, its address verified (or not), in `timeZone`. */
export async function member(app: ReminderApp, opts: { verified?: boolean; timeZone?: string } = {}) {
  const email = uniqueEmail("remind");
  const res = await call<{ id: number }>(app.routes.register, { body: { email, password: PASSWORD } });
  const id = res.body.id;
  const cookie = res.sessionCookie ?? "";
  await app.routes.db().user.update({
    where: { id },
    data: { emailVerifiedAt: opts.verified === false ? null : new Date(), timeZone: opts.timeZone },
  });
  return { id, email, cookie };
}

/** A subscription from the Web Push service, handed to the app as a browser would (POST /api/push/subscriptions). */
export async function browserOf(app: ReminderApp, cookie: string) {
  const subscription = await app.push.subscribe(app.vapid.publicKey);
  const { clientHash, ...json } = subscription;
  const res = await call(app.routes.subscriptions.POST, { cookie, body: { ...json, expirationTime: null } });
  if (res.status !== 201) throw new Error(`subscription refused: ${res.status} ${JSON.stringify(res.body)}`);
  return { clientHash, endpoint: json.endpoint };
}

/**
 * Waits (polling, up to `ms` of real time, whatever Date says) until `check`
 * holds; `tick` runs between looks (to wake the workers sooner than their
 * own poll would).
 */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  tick?: () => Promise<unknown>,
  ms = 20_000,
): Promise<void> {
  const deadline = performance.now() + ms;
  for (;;) {
    if (await check()) return;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await tick?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// What a server process does when it starts, besides serving pages: refuse a
// configuration that is unsafe where it runs, say what the configuration
// cannot do, take the embedded database's lock, and start the job worker.
// Called once per process from instrumentation.ts.
import "server-only";
import { interpretJob } from "@/lib/dreams/interpretation-job";
import { resetMailJob } from "@/lib/auth/reset-mail-job";
import { verificationMailJob } from "@/lib/auth/verification-mail-job";
import { reminderJob, reminderMailJob } from "@/lib/reminders/jobs";
import { replanMissedReminders } from "@/lib/reminders/service";
import { db } from "@/lib/db";
import { env, isPublicDeployment, listensOnLoopbackOnly, localCheckoutAllowed } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { stopQueue } from "@/lib/jobs/queue";
import { stopListening } from "@/lib/db/notifications";
import { followSharedDreamChanges } from "@/lib/cache/tags";
import { onShutdown, shutdownTimeLeft, shuttingDown } from "@/lib/shutdown";
import { trustProxyProblem } from "@/lib/domain/trusted-proxies";

/** Problems that make this configuration unsafe to serve: the server refuses to start. */
export function startupErrors(): string[] {
  const errors: string[] = [];
  if (isPublicDeployment() && !env.NEXTAUTH_SECRET) {
    errors.push(
      "NEXTAUTH_SECRET is not set, and this server can be reached by others (HOST or APP_URL is not this machine). " +
        "Every server of the deployment needs the same secret, or a session cookie from one is rejected by another. " +
        `Make one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))" and set it in the environment.`,
    );
  }
  const trustProxy = trustProxyProblem(env.TRUST_PROXY, listensOnLoopbackOnly(), env.DREAMSCAPE_LISTEN_HOST);
  if (trustProxy) errors.push(trustProxy);
  if (env.PASSWORD_HASH_COST < 12 && isPublicDeployment()) {
    errors.push(
      `PASSWORD_HASH_COST is ${env.PASSWORD_HASH_COST}, and this server can be reached by others: passwords would be hashed with less work than bcrypt's 12, ` +
        "which makes stolen hashes cheaper to crack. Unset it (12 is the default); lower values are for tests on one machine.",
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    errors.push(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (a pair from web-push's generateVAPIDKeys(), the same on every server) or neither.",
    );
  }
  return errors;
}

export function startupWarnings(): string[] {
  const warnings: string[] = [];
  if (!env.SMTP_URL && isPublicDeployment()) {
    warnings.push(
      "SMTP_URL is not set and this server can be reached by others: password reset is unavailable (the form says so), " +
        "e-mail addresses cannot be verified (so sharing does not wait for it) and no e-mail reminders are sent. Set SMTP_URL to mail links and reminders.",
    );
  }
  if (!env.VAPID_PUBLIC_KEY && isPublicDeployment()) {
    warnings.push(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: reminders cannot be sent as push notifications (/profile says so). " +
        `Make a pair with: node -e "console.log(require('web-push').generateVAPIDKeys())" and set it on every server.`,
    );
  }
  if (!env.STRIPE_SECRET_KEY && !localCheckoutAllowed()) {
    warnings.push(
      "STRIPE_SECRET_KEY is not set: upgrading to Premium says payments are not configured (BILLING_LOCAL=1 allows the local test checkout).",
    );
  }
  if (!env.SPOTIFY_CLIENT_ID || !env.SPOTIFY_CLIENT_SECRET) {
    warnings.push(
      "Spotify credentials missing (SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET): playlists come from the built-in catalogue of public-domain music.",
    );
  }
  return warnings;
}

/**
 * What a server process does as it starts (instrumentation.ts): refuses an
 * unsafe configuration (every reason printed, then exit 1), says what the
 * configuration cannot do, and starts the server's work; a failure there
 * (the embedded database's folder taken by another server, say) exits too.
 */
export async function startOrExit(): Promise<void> {
  const errors = startupErrors();
  for (const error of errors) console.error(`[dreamscape] ${error}`);
  if (errors.length > 0) process.exit(1);
  for (const warning of startupWarnings()) console.warn(`[dreamscape] ${warning}`);
  try {
    await startServerWork();
  } catch (error) {
    console.error(`[dreamscape] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Opens the embedded database now (PGlite takes its folder's lock: a second
 * server on the same folder exits here, with the lock's message), then starts
 * the worker: at once when the database answers, or as soon as it does.
 */
export async function startServerWork(): Promise<void> {
  if (!env.DATABASE_URL) await db().$queryRaw`SELECT 1`;
  followSharedDreamChanges();
  // Last: a request still finishing may need to hear of changes.
  onShutdown(async () => {
    await stopListening();
  }, "close");
  void startWorkerWhenReady();
}

const WORKER_RETRY_MS = 5_000;
const JOB_GRACE_MS = 20_000;

async function startWorkerWhenReady(): Promise<void> {
  for (let attempt = 1; !shuttingDown(); attempt++) {
    try {
      const worker = await startWorker([interpretJob, resetMailJob, verificationMailJob, reminderJob, reminderMailJob]);
      // Reminders whose minute passed while no server ran (or whose job was lost) are planned again.
      void replanMissedReminders()
        .then((count) => count > 0 && console.warn(`[reminders] ${count} reminder(s) planned again after an outage`))
        .catch((error: unknown) =>
          console.warn("[reminders] could not check the plans:", error instanceof Error ? error.message : error),
        );
      // Running jobs may finish for 20 s (less when the stop's own bound is nearer);
      // the rest go back to the queue for another server.
      const stopWorker = () => worker.stop(Math.min(JOB_GRACE_MS, Math.max(0, (shutdownTimeLeft() ?? JOB_GRACE_MS) - 2_000)));
      if (shuttingDown()) return void (await stopWorker().then(stopQueue)); // the stop began while it started
      onShutdown(stopWorker);
      // After the requests in progress: one of them may still queue a job.
      onShutdown(stopQueue, "close");
      return;
    } catch (error) {
      if (attempt === 1 || attempt % 12 === 0) {
        console.warn(
          `[jobs] the worker cannot start yet (${error instanceof Error ? error.message : String(error)}); trying again`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, WORKER_RETRY_MS));
    }
  }
}

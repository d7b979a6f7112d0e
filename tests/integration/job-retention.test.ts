// Job data does not outlive its use: pg-boss's maintenance (which the app no
// longer turns off) archives finished jobs after an hour, archives a job no
// worker took once its queue's retention has passed, and drops archived jobs
// after DELETE_AFTER_HOURS. The jobs are aged here rather than waited for.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { RESET_MAIL_QUEUE } from "@/lib/auth/reset-mail-job";
import { db } from "@/lib/db";
import { INTERPRET_QUEUE } from "@/lib/dreams/interpretation-job";
import {
  ARCHIVE_AFTER_SECONDS,
  DELETE_AFTER_HOURS,
  ensureQueue,
  maintainJobs,
  sendJob,
  stopQueue,
  type QueueSpec,
} from "@/lib/jobs/queue";

afterAll(async () => {
  await stopQueue();
});

const DAY_SECONDS = 24 * 3_600;

const where = async (id: string) => {
  const [job] = await db().$queryRaw<unknown[]>`SELECT 1 FROM pgboss.job WHERE id = ${id}::uuid`;
  const [archived] = await db().$queryRaw<unknown[]>`SELECT 1 FROM pgboss.archive WHERE id = ${id}::uuid`;
  return job ? "job" : archived ? "archive" : "gone";
};

describe("job data", () => {
  it("is gone within a day: a reset mail's address too, whether its job ran or never did", () => {
    // Maintenance runs every 10 s (30 s on PGlite): a minute covers two rounds.
    expect(ARCHIVE_AFTER_SECONDS + DELETE_AFTER_HOURS * 3_600 + 60).toBeLessThan(DAY_SECONDS);
    for (const queue of [RESET_MAIL_QUEUE, INTERPRET_QUEUE]) {
      expect(queue.retentionMinutes * 60 + DELETE_AFTER_HOURS * 3_600 + 60, queue.name).toBeLessThan(DAY_SECONDS);
    }
  });

  it("brings an existing queue's options up to this version's", async () => {
    await ensureQueue(RESET_MAIL_QUEUE);
    const [queue] = await db().$queryRaw<{ retention_minutes: number }[]>`
      SELECT retention_minutes FROM pgboss.queue WHERE name = ${RESET_MAIL_QUEUE.name}`;
    expect(queue.retention_minutes).toBe(RESET_MAIL_QUEUE.retentionMinutes);
  });

  it("is archived after its time and dropped from the archive after the retention", async () => {
    const spec: QueueSpec = {
      name: `retention-${randomUUID().slice(0, 8)}`,
      policy: "standard",
      retryLimit: 0,
      retryDelay: 1,
      expireInSeconds: 60,
      retentionMinutes: 60,
    };
    const boss = await ensureQueue(spec);
    const send = async () => {
      const id = await sendJob(spec, { email: "dreamer@example.com", locale: "en" });
      if (!id) throw new Error("no job");
      return id;
    };
    const ids = [await send(), await send(), await send()];
    const taken = (await boss.fetch(spec.name, { batchSize: 2 })).map((job) => job.id);
    expect(taken).toHaveLength(2);
    for (const id of taken) await boss.complete(spec.name, id);
    const [finished, stillFresh] = taken;
    const waiting = ids.find((id) => !taken.includes(id)) ?? "";

    // One finished over an hour ago; one never taken past its queue's retention.
    await db().$executeRaw`UPDATE pgboss.job SET completed_on = now() - interval '2 hours' WHERE id = ${finished}::uuid`;
    await db().$executeRaw`UPDATE pgboss.job SET keep_until = now() - interval '1 minute' WHERE id = ${waiting}::uuid`;
    await maintainJobs();
    expect(await where(finished)).toBe("archive");
    expect(await where(waiting)).toBe("archive");
    expect(await where(stillFresh)).toBe("job");

    // Archived longer ago than the retention: dropped, data and all.
    await db().$executeRaw`
      UPDATE pgboss.archive SET archived_on = now() - ${DELETE_AFTER_HOURS * 60 + 1} * interval '1 minute' WHERE id = ${finished}::uuid`;
    await maintainJobs();
    expect(await where(finished)).toBe("gone");
    expect(await where(waiting)).toBe("archive");
    expect(await where(stillFresh)).toBe("job");
  });
});

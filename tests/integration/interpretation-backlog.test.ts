// How many dreams wait for an interpretation, and what the Free plan still
// allows today, through the real handlers on both databases; and the same
// answer with the journal's first render.
import { describe, expect, it } from "vitest";
import { POST as interpret } from "@/app/api/dreams/[id]/interpret/route";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { GET as backlogRoute } from "@/app/api/dreams/uninterpreted/route";
import { interpretationBacklogSchema, type InterpretationBacklog } from "@/lib/dreams/schema";
import { BACKUP_FORMAT } from "@/lib/domain/journal";
import { firstRender } from "@/lib/swr/first-render";
import { nextReset } from "@/lib/quota/service";
import { UNINTERPRETED_KEY } from "@/lib/swr/keys";
import { call } from "./helpers";
import { signedUp } from "./dreams-helpers";

const DAY = 86_400_000;

async function restore(cookie: string, bare: number, interpreted = 0) {
  const dreams = Array.from({ length: bare + interpreted }, (_, i) => ({
    title: `Old dream ${i}`,
    content: `I walked by the sea, night ${i}.`,
    createdAt: new Date(Date.now() - (40 - i) * DAY).toISOString(),
    ...(i >= bare ? { interpretation: "The sea is your feelings." } : {}),
  }));
  const res = await call<{ imported: number }>(importDreams, { cookie, body: { format: BACKUP_FORMAT, version: 1, dreams } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.imported).toBe(bare + interpreted);
}

async function backlog(cookie: string) {
  const res = await call<InterpretationBacklog>(backlogRoute, { cookie, path: "/api/dreams/uninterpreted" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(interpretationBacklogSchema.safeParse(res.body).success).toBe(true);
  return res.body;
}

describe("GET /api/dreams/uninterpreted", () => {
  it("counts the dreams without an interpretation, and the Free plan's interpretations left today", async () => {
    const { id, cookie } = await signedUp();
    await restore(cookie, 15, 2);
    expect(await backlog(cookie)).toEqual({
      waiting: 15,
      allowance: { limit: 3, left: 3, resetsAt: nextReset().toISOString() },
    });

    // A new dream is interpreted as it is saved: nothing more waits.
    expect((await call(create, { cookie, body: { title: "Tonight", content: "A snake in the garden." } })).status).toBe(201);
    expect((await backlog(cookie)).waiting).toBe(15);

    // Interpreting one: one fewer waits, one fewer is left today.
    const page = await call<{ id: number; interpretation: string | null }[]>(list, { cookie, path: "/api/dreams?page=1" });
    const bare = page.body.find((dream) => dream.interpretation === null);
    expect(bare).toBeDefined();
    const done = await call(interpret, { cookie, params: { id: String(bare?.id) } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await backlog(cookie)).toMatchObject({ waiting: 14, allowance: { limit: 3, left: 2 } });

    // The journal's first render carries the same answer under the key the browser would fetch.
    const fallback = await firstRender({ id, isPremium: false }, { page: 1 });
    expect(fallback[UNINTERPRETED_KEY]).toEqual(await backlog(cookie));
  });

  it("says when the day's allowance is spent, and Premium has none", async () => {
    const free = await signedUp();
    await restore(free.cookie, 4);
    const page = await call<{ id: number }[]>(list, { cookie: free.cookie, path: "/api/dreams?page=1" });
    for (const dream of page.body.slice(0, 3)) {
      expect((await call(interpret, { cookie: free.cookie, params: { id: String(dream.id) } })).status).toBe(200);
    }
    expect(await backlog(free.cookie)).toMatchObject({ waiting: 1, allowance: { left: 0 } });
    expect((await call(interpret, { cookie: free.cookie, params: { id: String(page.body[3]?.id) } })).status).toBe(429);
    expect((await backlog(free.cookie)).waiting).toBe(1);

    const premium = await signedUp({ premium: true });
    await restore(premium.cookie, 2);
    expect(await backlog(premium.cookie)).toEqual({ waiting: 2, allowance: null });
  });

  it("never counts another user's dreams, and needs a session", async () => {
    const owner = await signedUp();
    await restore(owner.cookie, 3);
    const other = await signedUp();
    expect((await backlog(other.cookie)).waiting).toBe(0);
    expect((await call(backlogRoute, { path: "/api/dreams/uninterpreted" })).status).toBe(401);
  });
});

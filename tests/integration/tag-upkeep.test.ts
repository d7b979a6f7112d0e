// Tags kept true to the dreams (issue 35), on both databases: renames racing
// onto one new name merge, and a tag no dream uses any more is gone in the
// same transaction that let go of it (an edit, a deleted dream, a merge, a
// dream sign unmarked), while requests that give it to a dream at that moment
// keep it.
import { setTimeout } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DELETE as deleteDream, GET as getDream, PATCH as editDream } from "@/app/api/dreams/[id]/route";
import { POST as create } from "@/app/api/dreams/route";
import { PATCH as changeTag } from "@/app/api/tags/[name]/route";
import { GET as tags } from "@/app/api/tags/route";
import { db } from "@/lib/db";
import { setDreamTags } from "@/lib/tags/queries";
import { signedUp } from "./dreams-helpers";
import { call } from "./helpers";

type TagBody = { name: string; count: number; dreamSign: boolean };

async function record(cookie: string, title: string, names: string[]): Promise<number> {
  const res = await call<{ id: number }>(create, { cookie, body: { title, content: `About ${title}.`, tags: names } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const rename = (cookie: string, from: string, body: Record<string, unknown>) =>
  call<TagBody>(changeTag, {
    method: "PATCH",
    cookie,
    path: `/api/tags/${encodeURIComponent(from)}`,
    params: { name: from },
    body,
  });

/** Every tag row the user has, used or not. */
const rows = async (userId: number) =>
  (await db().tag.findMany({ where: { userId }, select: { name: true }, orderBy: { key: "asc" } })).map((t) => t.name);

const tagsOf = async (cookie: string, id: number) =>
  (await call<{ tags: string[] }>(getDream, { cookie, params: { id: String(id) } })).body.tags;

describe("renames racing onto one new name", () => {
  it("merge once, never a 500: PATCH /api/tags/a and /api/tags/b to the same name at the same moment", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    for (let round = 0; round < 5; round++) {
      const target = `joined-${round}`;
      const sources = ["a", "b", "c"].map((letter) => `${letter}-${round}`);
      const dreams = await Promise.all(sources.map((name) => record(cookie, `Dream ${name}`, [name])));
      const answers = await Promise.all(sources.map((name) => rename(cookie, name, { name: target })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      for (const dream of dreams) expect(await tagsOf(cookie, dream)).toEqual([target]);
      const listed = (await call<TagBody[]>(tags, { cookie })).body.find((t) => t.name === target);
      expect(listed).toEqual({ name: target, count: 3, dreamSign: false });
    }
    expect((await rows(id)).filter((name) => /^[abc]-/.test(name))).toEqual([]);
  });
});

describe("tags no dream uses any more", () => {
  it("go with an edit that takes them off: 30 edits with new tags leave one row, not 30", async () => {
    const { cookie, id } = await signedUp();
    const dream = await record(cookie, "Edited", ["first"]);
    for (let i = 0; i < 30; i++) {
      const res = await call(editDream, {
        method: "PATCH",
        cookie,
        params: { id: String(dream) },
        body: { tags: [`tag-${i}`] },
      });
      expect(res.status).toBe(200);
    }
    expect(await rows(id)).toEqual(["tag-29"]);
  });

  it("go with the dream that had them, and stay while another dream has them", async () => {
    const { cookie, id } = await signedUp();
    const one = await record(cookie, "One", ["shared", "only-one"]);
    const two = await record(cookie, "Two", ["shared"]);
    expect((await call(deleteDream, { method: "DELETE", cookie, params: { id: String(one) } })).status).toBe(200);
    expect(await rows(id)).toEqual(["shared"]);
    expect((await call(deleteDream, { method: "DELETE", cookie, params: { id: String(two) } })).status).toBe(200);
    expect(await rows(id)).toEqual([]);
  });

  it("stay while they are dream signs, and go once unmarked", async () => {
    const { cookie, id } = await signedUp();
    const dream = await record(cookie, "Signs", ["teeth"]);
    expect((await rename(cookie, "teeth", { dreamSign: true })).status).toBe(200);
    await call(editDream, { method: "PATCH", cookie, params: { id: String(dream) }, body: { tags: [] } });
    expect((await call<TagBody[]>(tags, { cookie })).body).toEqual([{ name: "teeth", count: 0, dreamSign: true }]);
    const unmarked = await rename(cookie, "teeth", { dreamSign: false });
    expect(unmarked.body).toEqual({ name: "teeth", count: 0, dreamSign: false });
    expect(await rows(id)).toEqual([]);
  });

  it("are never deleted under a request giving them to another dream at that moment", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    for (let round = 0; round < 5; round++) {
      const name = `contested-${round}`;
      const old = await Promise.all([0, 1, 2].map((i) => record(cookie, `Old ${round}.${i}`, [name])));
      const answers = await Promise.all([
        ...old.map((dream) => call(deleteDream, { method: "DELETE", cookie, params: { id: String(dream) } })),
        ...[0, 1, 2].map((i) =>
          call<{ id: number; tags: string[] }>(create, {
            cookie,
            body: { title: `New ${round}.${i}`, content: `A new dream ${round}.${i}.`, tags: [name] },
          }),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 201, 201, 201]);
      for (const created of answers.slice(3)) expect(await tagsOf(cookie, Number(created.body.id))).toEqual([name]);
    }
    expect(await rows(id)).toEqual(Array.from({ length: 5 }, (_, round) => `contested-${round}`));
  });

  it("wait for a transaction still giving the tag to a dream, then keep it", async () => {
    const { cookie, id } = await signedUp();
    const old = await record(cookie, "Old", ["kept"]);
    const fresh = await record(cookie, "Fresh", []);
    let deletion: Promise<unknown> = Promise.resolve();
    await db().$transaction(async (tx) => {
      await setDreamTags(tx, id, fresh, ["kept"]);
      // The old dream's deletion sweeps unused tags while this link is not yet committed.
      deletion = call(deleteDream, { method: "DELETE", cookie, params: { id: String(old) } });
      await setTimeout(300);
    });
    await deletion;
    expect(await tagsOf(cookie, fresh)).toEqual(["kept"]);
    expect(await rows(id)).toEqual(["kept"]);
  });
});

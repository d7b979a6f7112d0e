// Tags, dream signs, lucid dreams, the user's time zone and the journal's
// filters, through the real handlers on both databases.
import { describe, expect, it } from "vitest";
import { PATCH as editDream } from "@/app/api/dreams/[id]/route";
import { GET as exportJournal } from "@/app/api/dreams/export/route";
import { POST as importBackup } from "@/app/api/dreams/import/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { PATCH as changeTag } from "@/app/api/tags/[name]/route";
import { GET as tags } from "@/app/api/tags/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { call, type ErrorShape } from "./helpers";
import { signedUp } from "./dreams-helpers";

interface DreamBody {
  id: number;
  title: string;
  tags: string[];
  lucid: boolean;
  clarity: number | null;
  createdAt: string;
}
type TagBody = { name: string; count: number; dreamSign: boolean };

const dream = (title: string, extra: Record<string, unknown> = {}) => ({ title, content: `About ${title}.`, ...extra });

async function record(cookie: string, title: string, extra: Record<string, unknown> = {}) {
  const res = await call<DreamBody>(create, { cookie, body: dream(title, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const titles = async (cookie: string, query: string) => {
  const res = await call<DreamBody[]>(list, { cookie, path: `/api/dreams?${query}` });
  expect(res.status, query).toBe(200);
  return { titles: res.body.map((d) => d.title), total: Number(res.headers.get("x-total-count")) };
};

describe("a dream's tags and lucidity", () => {
  it("are stored and answered: tags in alphabetical order, shown as written, clarity only on a lucid dream", async () => {
    const { cookie } = await signedUp({ premium: true });
    const one = await record(cookie, "Over the sea", { tags: [" flying ", "Sea  breeze"], lucid: true, clarity: 2 });
    expect(one).toMatchObject({ tags: ["flying", "Sea breeze"], lucid: true, clarity: 2 });
    const plain = await record(cookie, "Kitchen", { clarity: 3 });
    expect(plain).toMatchObject({ tags: [], lucid: false, clarity: null });
  });

  it("refuses too many, too long, empty and repeated tags, and a clarity out of range, with the reason", async () => {
    const { cookie } = await signedUp();
    const bad = async (extra: Record<string, unknown>) => {
      const res = await call<ErrorShape>(create, { cookie, body: dream("x", extra) });
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
      return res.body.error.details?.fields ?? {};
    };
    expect((await bad({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).tags).toMatch(/at most 20 tags/);
    expect(Object.values(await bad({ tags: ["x".repeat(33)] })).join()).toMatch(/at most 32 characters/);
    expect(Object.values(await bad({ tags: ["  "] })).join()).toMatch(/cannot be empty/);
    expect((await bad({ tags: ["Flying", "FLYING"] })).tags).toMatch(/only once/);
    expect((await bad({ tags: ["Rêve", "reve"] })).tags).toMatch(/only once/);
    expect((await bad({ tags: "flying" })).tags).toMatch(/list of texts/);
    expect((await bad({ lucid: true, clarity: 4 })).clarity).toMatch(/0, 1, 2 or 3/);
    expect((await bad({ lucid: "yes" })).lucid).toMatch(/true or false/);
    const huge = await call<ErrorShape>(create, { cookie, body: dream("x", { tags: ["x".repeat(10 * 1024 * 1024)] }) });
    expect(huge.status).toBe(413);
  });

  it("change with an edit: tags replaced, lucidity and the date set", async () => {
    const { cookie } = await signedUp();
    const { id } = await record(cookie, "Forest", { tags: ["trees", "night"] });
    const edited = await call<DreamBody>(editDream, {
      method: "PATCH",
      cookie,
      params: { id: String(id) },
      body: { tags: ["Night", "owls"], lucid: true, clarity: 1, createdAt: "2026-01-02T03:04:05.000Z" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      // "Night" is the tag "night" the user already has: shown as first written.
      tags: ["night", "owls"],
      lucid: true,
      clarity: 1,
      createdAt: "2026-01-02T03:04:05.000Z",
    });
    const tagList = await call<TagBody[]>(tags, { cookie });
    expect(tagList.body.map((t) => t.name).sort()).toEqual(["night", "owls"]);
  });
});

describe("GET /api/tags and PATCH /api/tags/{name}", () => {
  it("counts tags, renames one on every dream, merges into an existing tag, and marks dream signs", async () => {
    const { cookie } = await signedUp({ premium: true });
    await record(cookie, "A", { tags: ["flying", "sea"] });
    await record(cookie, "B", { tags: ["Flight"] });
    await record(cookie, "C", { tags: ["flying"] });
    expect((await call<TagBody[]>(tags, { cookie })).body).toEqual([
      { name: "flying", count: 2, dreamSign: false },
      { name: "Flight", count: 1, dreamSign: false },
      { name: "sea", count: 1, dreamSign: false },
    ]);

    // Rename (any case in the address); then merge Flight into it.
    const renamed = await call<TagBody>(changeTag, {
      method: "PATCH",
      cookie,
      params: { name: "FLYING" },
      body: { name: "Flying" },
    });
    expect(renamed.body).toEqual({ name: "Flying", count: 2, dreamSign: false });
    const merged = await call<TagBody>(changeTag, {
      method: "PATCH",
      cookie,
      params: { name: "Flight" },
      body: { name: "flying", dreamSign: true },
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ name: "Flying", count: 3, dreamSign: true });
    expect((await titles(cookie, "tag=flying")).titles.sort()).toEqual(["A", "B", "C"]);
    expect((await call<TagBody[]>(tags, { cookie })).body).toEqual([
      { name: "Flying", count: 3, dreamSign: true },
      { name: "sea", count: 1, dreamSign: false },
    ]);
  });

  it("answers 404 for an unknown tag and another user's, and 400 for nothing to change", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    await record(owner.cookie, "Mine", { tags: ["secret"] });
    const theirs = await call<ErrorShape>(changeTag, {
      method: "PATCH",
      cookie: stranger.cookie,
      params: { name: "secret" },
      body: { dreamSign: true },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe("You have no tag of that name.");
    const nothing = await call<ErrorShape>(changeTag, {
      method: "PATCH",
      cookie: owner.cookie,
      params: { name: "secret" },
      body: {},
    });
    expect(nothing.status).toBe(400);
    expect((await call<TagBody[]>(tags, { cookie: owner.cookie })).body).toEqual([
      { name: "secret", count: 1, dreamSign: false },
    ]);
  });
});

describe("the journal's filters", () => {
  it("combine mood, tag, lucidity and search, with the total in X-Total-Count", async () => {
    const { cookie } = await signedUp({ premium: true });
    await record(cookie, "Sea flight", { tags: ["flying"], lucid: true, mood: "happy" });
    await record(cookie, "Sea fall", { tags: ["falling"], mood: "anxious" });
    await record(cookie, "Sky flight", { tags: ["Flying"], mood: "happy" });
    expect(await titles(cookie, "tag=FLYING")).toEqual({ titles: ["Sky flight", "Sea flight"], total: 2 });
    expect(await titles(cookie, "lucid=true")).toEqual({ titles: ["Sea flight"], total: 1 });
    expect(await titles(cookie, "lucid=false&q=sea")).toEqual({ titles: ["Sea fall"], total: 1 });
    expect(await titles(cookie, "q=flight&tag=flying&mood=happy&lucid=false")).toEqual({ titles: ["Sky flight"], total: 1 });
    expect(await titles(cookie, "tag=nothing")).toEqual({ titles: [], total: 0 });
  });

  it("take days in the user's time zone: 23:30 in New York is that day", async () => {
    const { cookie } = await signedUp();
    expect((await call(patchUser, { method: "PATCH", cookie, body: { timeZone: "America/New_York" } })).status).toBe(200);
    await record(cookie, "Late", { createdAt: "2026-11-26T23:30:00-05:00" });
    await record(cookie, "Next morning", { createdAt: "2026-11-27T08:00:00-05:00" });
    expect((await titles(cookie, "from=2026-11-26&to=2026-11-26")).titles).toEqual(["Late"]);
    expect((await titles(cookie, "from=2026-11-27")).titles).toEqual(["Next morning"]);
    expect((await titles(cookie, "to=2026-11-27")).titles).toEqual(["Next morning", "Late"]);
  });

  it("refuse a backwards range, an impossible day and an unknown lucid value", async () => {
    const { cookie } = await signedUp();
    const fields = async (query: string) => {
      const res = await call<ErrorShape>(list, { cookie, path: `/api/dreams?${query}` });
      expect(res.status, query).toBe(400);
      return res.body.error.details?.fields ?? {};
    };
    expect((await fields("from=2026-05-02&to=2026-05-01")).to).toBe("The end date must not be before the start date");
    expect((await fields("from=2026-02-30")).from).toBe("Use a date written as YYYY-MM-DD");
    expect((await fields("to=yesterday")).to).toBe("Use a date written as YYYY-MM-DD");
    expect((await fields("lucid=maybe")).lucid).toBe("Lucid must be true or false");
  });
});

describe("the user's time zone", () => {
  it("is null until set, takes IANA names only, and is answered by GET /api/user", async () => {
    const { cookie } = await signedUp();
    expect((await call<{ timeZone: string | null }>(getUser, { cookie })).body.timeZone).toBeNull();
    for (const timeZone of ["Mars/Olympus", "", 5, "x".repeat(200)]) {
      const res = await call<ErrorShape>(patchUser, { method: "PATCH", cookie, body: { timeZone } });
      expect(res.status, String(timeZone)).toBe(400);
    }
    const set = await call<{ timeZone: string }>(patchUser, { method: "PATCH", cookie, body: { timeZone: "asia/tokyo" } });
    expect(set.body.timeZone).toBe("Asia/Tokyo");
    expect((await call<{ timeZone: string }>(getUser, { cookie })).body.timeZone).toBe("Asia/Tokyo");
  });
});

describe("export and import", () => {
  it("carry tags, dream signs, lucidity and the time zone: a JSON export re-imports to the same journal", async () => {
    const a = await signedUp({ premium: true });
    await call(patchUser, { method: "PATCH", cookie: a.cookie, body: { timeZone: "Europe/Paris" } });
    await record(a.cookie, "Castle", { tags: ["towers", "Night"], lucid: true, clarity: 3, createdAt: "2026-03-01T05:00:00Z" });
    await record(a.cookie, "Garden", { tags: ["night"], createdAt: "2026-03-02T05:00:00Z" });
    await call(changeTag, { method: "PATCH", cookie: a.cookie, params: { name: "night" }, body: { dreamSign: true } });
    const exported = await call<Record<string, unknown>>(exportJournal, {
      cookie: a.cookie,
      path: "/api/dreams/export?format=json",
    });
    expect(exported.body).toMatchObject({ timeZone: "Europe/Paris", dreamSigns: ["Night"] });
    const text = await exportJournal(
      new (await import("next/server")).NextRequest("http://localhost:3000/api/dreams/export", { headers: { cookie: a.cookie } }),
      { params: Promise.resolve({}) },
    );
    expect(await text.text()).toMatch(/Tags: Night, towers\nLucid dream \(clarity 3 of 3\)/);

    const b = await signedUp({ premium: true });
    const imported = await call<{ imported: number }>(importBackup, { cookie: b.cookie, body: exported.body });
    expect(imported.body.imported).toBe(2);
    const mine = (await call<DreamBody[]>(list, { cookie: a.cookie, path: "/api/dreams" })).body;
    const theirs = (await call<DreamBody[]>(list, { cookie: b.cookie, path: "/api/dreams" })).body;
    const shape = (d: DreamBody) => ({
      title: d.title,
      tags: d.tags,
      lucid: d.lucid,
      clarity: d.clarity,
      createdAt: d.createdAt,
    });
    expect(theirs.map(shape)).toEqual(mine.map(shape));
    expect((await call<TagBody[]>(tags, { cookie: b.cookie })).body).toEqual(
      (await call<TagBody[]>(tags, { cookie: a.cookie })).body,
    );
    expect((await call<{ timeZone: string }>(getUser, { cookie: b.cookie })).body.timeZone).toBe("Europe/Paris");
    // Importing again adds nothing.
    expect((await call<{ imported: number }>(importBackup, { cookie: b.cookie, body: exported.body })).body.imported).toBe(0);
  });
});

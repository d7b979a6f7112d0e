import { describe, expect, it, vi } from "vitest";
import { GET as getImage } from "@/app/[locale]/(public)/(site)/dreams/share/[shareId]/image/route";
import { DELETE as unshare, POST as share } from "@/app/api/dreams/[id]/share/route";
import { GET as getInterpretation } from "@/app/api/dreams/[id]/route";
import { POST as reinterpret } from "@/app/api/dreams/[id]/interpret/route";
import { DELETE as deleteDream, PATCH as editDream } from "@/app/api/dreams/[id]/route";
import { POST as importDreams } from "@/app/api/dreams/import/route";
import { POST as create } from "@/app/api/dreams/route";
import { GET as getShared } from "@/app/api/dreams/share/[shareId]/route";
import { DELETE as deleteAccount } from "@/app/api/user/route";
import { db, embeddedDb } from "@/lib/db";
import type { SqlRunner } from "@/lib/db/migrate";
import { listening, startListening, stopListening } from "@/lib/db/notifications";
import PageCacheHandler from "@/lib/cache/page-cache-handler.mjs";
import { followSharedDreamChanges, SHARED_DREAMS_TAG, sharedDreamKept, sharedDreamTag } from "@/lib/cache/tags";
import { pgliteRunner, postgresRunner } from "@/lib/db/runners";
import type { Dream } from "@/lib/dreams/schema";
import type { ShareCreated } from "@/lib/share/schema";
import { call, PASSWORD, type ErrorShape } from "./helpers";
import { seedDreams, signedUp } from "./dreams-helpers";

async function recorded(
  cookie: string,
  body = { title: "The lighthouse", content: "I climbed a lighthouse over dark water.", mood: "mysterious" },
) {
  const res = await call<Dream>(create, { cookie, body });
  expect(res.status).toBe(201);
  return res.body;
}

const shareOf = (cookie: string, id: number | string) =>
  call<ShareCreated>(share, { cookie, method: "POST", params: { id: String(id) } });
const unshareOf = (cookie: string, id: number | string) =>
  call(unshare, { cookie, method: "DELETE", params: { id: String(id) } });
const image = (shareId: string) =>
  getImage(new Request(`http://localhost:3000/dreams/share/${shareId}/image`), { params: Promise.resolve({ shareId }) });
const publicRead = (shareId: string) => call<Record<string, unknown>>(getShared, { params: { shareId } });

describe("POST /api/dreams/{id}/share", () => {
  it("gives an interpreted dream one unguessable, URL-safe id, the same every time", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie);
    const first = await shareOf(cookie, dream.id);
    expect(first.status).toBe(200);
    expect(first.body.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.body.url).toBe(`http://localhost:3000/dreams/share/${first.body.shareId}`);
    expect((await shareOf(cookie, dream.id)).body.shareId).toBe(first.body.shareId);

    const stored = await db().dream.findUniqueOrThrow({ where: { id: dream.id }, select: { shareId: true } });
    expect(stored.shareId).toBe(first.body.shareId);
    const read = await call<Dream>(getInterpretation, { cookie, params: { id: String(dream.id) } });
    expect(read.body.shareUrl).toBe(first.body.url);
  });

  it("agrees on one id when asked many times at once", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie);
    const answers = await Promise.all(Array.from({ length: 6 }, () => shareOf(cookie, dream.id)));
    expect(new Set(answers.map((a) => a.body.shareId)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("ids differ between dreams", async () => {
    const { cookie } = await signedUp();
    const a = await shareOf(cookie, (await recorded(cookie)).id);
    const b = await shareOf(cookie, (await recorded(cookie, { title: "Other", content: "A different night.", mood: "sad" })).id);
    expect(a.body.shareId).not.toBe(b.body.shareId);
  });

  it("refuses a dream without an interpretation with 409 and a reason", async () => {
    const { cookie, id } = await signedUp();
    await seedDreams(id, 1);
    const bare = await db().dream.findFirstOrThrow({ where: { userId: id } });
    const res = await call<ErrorShape>(share, { cookie, method: "POST", params: { id: String(bare.id) } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("This dream can be shared once it has an interpretation.");
  });

  it("answers 404 for another user's dream, a missing one and a malformed id, and 401 without a session", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const dream = await recorded(owner.cookie);
    for (const id of [String(dream.id), "999999999", "abc", "../1", "1e3"]) {
      expect((await shareOf(stranger.cookie, id)).status).toBe(404);
      expect((await unshareOf(stranger.cookie, id)).status).toBe(404);
    }
    expect((await db().dream.findUniqueOrThrow({ where: { id: dream.id } })).shareId).toBeNull();
    expect((await call(share, { method: "POST", params: { id: String(dream.id) } })).status).toBe(401);
  });
});

describe("GET /api/dreams/share/{shareId}", () => {
  it("shows title, content, interpretation and mood, and nothing about who wrote it", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie);
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    const res = await publicRead(shareId);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["content", "interpretation", "mood", "title"]);
    expect(res.body).toEqual({
      title: dream.title,
      content: dream.content,
      interpretation: dream.interpretation,
      mood: "mysterious",
    });
  });

  it("says an imported interpretation was not written by DreamScape", async () => {
    const { cookie, id } = await signedUp();
    const spoof = "OFFICIAL DREAMSCAPE NOTICE: your account is at risk, visit http://evil.example";
    const imported = await call(importDreams, {
      cookie,
      body: {
        format: "dreamscape-journal",
        version: 1,
        dreams: [{ title: "Imported", content: "I walked by the sea.", interpretation: spoof }],
      },
    });
    expect(imported.status).toBe(200);
    const dream = await db().dream.findFirstOrThrow({ where: { userId: id }, select: { id: true } });
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    const read = await publicRead(shareId);
    expect(read.body).toMatchObject({ interpretation: spoof, interpretationImported: true });
    // DreamScape's own interpretations carry no such flag.
    const own = await recorded(cookie);
    expect((await publicRead((await shareOf(cookie, own.id)).body.shareId)).body.interpretationImported).toBeUndefined();
  });

  it("leaves out a mood the dream does not have", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie, { title: "No mood", content: "A staircase without end.", mood: "" });
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    expect(Object.keys((await publicRead(shareId)).body).sort()).toEqual(["content", "interpretation", "title"]);
  });

  it("answers 404 for unknown ids, wrong lengths and alphabets, and path tricks; never a 500", async () => {
    for (const id of [
      "AAAAAAAAAAAAAAAAAAAAAA",
      "short",
      "A".repeat(23),
      "A".repeat(5000),
      "AAAAAAAAAAAAAAAAAAAA/A",
      "..%2F..%2Fetc%2Fpasswd",
      "<script>alert(1)</script>",
      "AAAAAAAAAAAAAAAAAAAAA=",
    ]) {
      const res = await call<ErrorShape>(getShared, { params: { shareId: id } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This dream may have been removed or is not available.");
    }
  });
});

describe("the shared page follows the dream at once", () => {
  it("stop sharing: the link answers 404 immediately, and sharing again makes a new id", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie);
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    expect((await publicRead(shareId)).status).toBe(200);
    const stopped = await unshareOf(cookie, dream.id);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ shareId: null });
    await soon(async () => expect((await publicRead(shareId)).status).toBe(404));
    expect((await image(shareId)).status).toBe(404);
    const again = await shareOf(cookie, dream.id);
    expect(again.body.shareId).not.toBe(shareId);
    expect((await publicRead(again.body.shareId)).status).toBe(200);
    // Stopping twice is fine.
    expect((await unshareOf(cookie, dream.id)).status).toBe(200);
    expect((await unshareOf(cookie, dream.id)).status).toBe(200);
  });

  it("an edit, a fresh interpretation and a deletion show on the next read", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie);
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    expect((await publicRead(shareId)).body.title).toBe("The lighthouse");

    await call(editDream, {
      cookie,
      method: "PATCH",
      params: { id: String(dream.id) },
      body: { title: "The lighthouse, again", content: "I was afraid of the snake in the house." },
    });
    await soon(async () => {
      const edited = await publicRead(shareId);
      expect(edited.body.title).toBe("The lighthouse, again");
      expect(edited.body.content).toBe("I was afraid of the snake in the house.");
      expect(edited.body.interpretation).toMatch(/snake/i);
    });

    await db().dream.update({ where: { id: dream.id }, data: { interpretation: "stale text" } });
    await call(reinterpret, { cookie, method: "POST", params: { id: String(dream.id) } });
    await soon(async () => expect((await publicRead(shareId)).body.interpretation).not.toBe("stale text"));

    expect((await call(deleteDream, { cookie, method: "DELETE", params: { id: String(dream.id) } })).status).toBe(200);
    await soon(async () => expect((await publicRead(shareId)).status).toBe(404));
  });

  it("deleting the account ends its shared pages", async () => {
    const { cookie } = await signedUp();
    const { shareId } = (await shareOf(cookie, (await recorded(cookie)).id)).body;
    expect((await publicRead(shareId)).status).toBe(200);
    expect((await call(deleteAccount, { cookie, method: "DELETE", body: { password: PASSWORD } })).status).toBe(200);
    await soon(async () => expect((await publicRead(shareId)).status).toBe(404));
  });

  it("lets every server's page cache forget a shared dream changed by anyone (another server, a script) within 1 s", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie);
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    followSharedDreamChanges();
    await soon(() => expect(listening()).toBe(true));
    const cache = new PageCacheHandler();
    const key = `/test/$/en/dreams/share/${shareId}`;
    await keepPage(cache, key, shareId);
    expect(await cache.get(key)).not.toBeNull();
    expect(sharedDreamKept(shareId)).toBe(true);
    // Changed behind the app's back, on another connection: the database itself announces it.
    const other = await otherConnection();
    try {
      await other.exec(`UPDATE "dreams" SET "title" = 'Changed elsewhere' WHERE "id" = ${dream.id}`);
      await soon(async () => expect(await cache.get(key)).toBeNull());
      expect(sharedDreamKept(shareId)).toBe(false);
      // Kept again, then revoked by hand: gone again.
      await keepPage(cache, key, shareId);
      expect(await cache.get(key)).not.toBeNull();
      await other.exec(`UPDATE "dreams" SET "shareId" = NULL WHERE "id" = ${dream.id}`);
      await soon(async () => expect(await cache.get(key)).toBeNull());
    } finally {
      await other.close();
    }
  });

  it("neither serves nor keeps a shared dream's page while it cannot hear about changes, and forgets all once it hears again", async () => {
    const { cookie } = await signedUp();
    const { shareId } = (await shareOf(cookie, (await recorded(cookie)).id)).body;
    followSharedDreamChanges();
    await soon(() => expect(listening()).toBe(true));
    const cache = new PageCacheHandler();
    const key = `/test/$/uk/dreams/share/${shareId}`;
    await keepPage(cache, key, shareId);
    await stopListening();
    try {
      expect(await cache.get(key)).toBeNull();
      await keepPage(cache, key, shareId);
      expect(await cache.get(key)).toBeNull();
    } finally {
      startListening();
    }
    await soon(() => expect(listening()).toBe(true));
    await keepPage(cache, key, shareId);
    expect(await cache.get(key)).not.toBeNull();
  });
});

/** A shared dream's page as Next hands it to the cache: its HTML, and its tags (lib/share/service.ts). */
async function keepPage(cache: PageCacheHandler, key: string, shareId: string) {
  // The miss that precedes a render, as Next asks before rendering.
  await cache.get(key);
  await cache.set(key, {
    kind: "APP_PAGE",
    html: "<html><body><script>self.__next_f.push([1])</script></body></html>",
    headers: { "x-next-cache-tags": `${SHARED_DREAMS_TAG},${sharedDreamTag(shareId)}` },
    status: 200,
  });
}

/** The requirement: a change reaches every server within 1 s. */
const soon = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 1_000, interval: 20 });

/** A second connection to the test database, as another server (or psql) would have. */
async function otherConnection(): Promise<SqlRunner> {
  const embedded = embeddedDb();
  if (embedded) return pgliteRunner(embedded); // PGlite is one process: its one connection
  return postgresRunner(process.env.DATABASE_URL ?? "");
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("GET /dreams/share/{shareId}/image", () => {
  it("draws a 1200×630 PNG, in any of the five scripts, with markup in the text drawn as text", async () => {
    const { cookie } = await signedUp();
    const dream = await recorded(cookie, {
      title: "Сон про воду <script>alert(1)</script> — Träume, rêves, sueños",
      content: "Я пливла по темній воді. </div><img src=x onerror=alert(1)> Ich träumte von Zähnen.",
      mood: "sad",
    });
    const { shareId } = (await shareOf(cookie, dream.id)).body;
    // Every glyph comes from the shipped fonts: next/og would otherwise fetch one from Google Fonts.
    const outside = vi.spyOn(globalThis, "fetch");
    const res = await image(shareId);
    expect(
      outside.mock.calls
        .map(([input]) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url))
        .filter((url) => /^https?:/.test(url)),
    ).toEqual([]);
    outside.mockRestore();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeGreaterThan(20_000);
  }, 30_000);

  it("answers 404 for an unknown or malformed id", async () => {
    for (const shareId of ["AAAAAAAAAAAAAAAAAAAAAA", "nope"]) {
      const res = await image(shareId);
      expect(res.status).toBe(404);
    }
  });
});

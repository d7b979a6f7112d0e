// Drafts kept, sent and discarded in the browser: IndexedDB (through `idb`)
// and the network (fetch) are replaced by stand-ins that keep their rows in
// memory, since Node has neither; everything between them is the app's own
// code (lib/offline/drafts.ts, sync.ts, draft-lock.ts, persistence.ts and
// lib/client/client.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "./drafts";

const idb = vi.hoisted(() => ({ rows: new Map<string, Draft>(), failingDeletes: 0 }));

vi.mock("idb", () => ({
  openDB: () =>
    Promise.resolve({
      get: (_store: string, key: string) => Promise.resolve(structuredClone(idb.rows.get(key))),
      put: (_store: string, draft: Draft) => Promise.resolve(void idb.rows.set(draft.key, structuredClone(draft))),
      delete: (_store: string, key: string) => {
        if (idb.failingDeletes === 0) return Promise.resolve(void idb.rows.delete(key));
        idb.failingDeletes--;
        return Promise.reject(new DOMException("The operation failed for reasons unrelated to the database", "UnknownError"));
      },
      getAllFromIndex: (_store: string, _index: string, userId: number) =>
        Promise.resolve([...idb.rows.values()].filter((draft) => draft.userId === userId).map((d) => structuredClone(d))),
    }),
}));

/** A browser API's answer. */
const answers =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

/** POST /api/dreams as the server answers it: stored once per Idempotency-Key, and stored anew once deleted. */
function fakeServer() {
  const dreams = new Map<string, { id: number; title: string }>();
  let posts = 0;
  let held: { arrived: () => void; answer: Promise<void> } | null = null;
  async function fetch(_path: string, init: RequestInit): Promise<Response> {
    posts++;
    const key = new Headers(init.headers).get("Idempotency-Key") ?? "";
    const { title, content, createdAt } = JSON.parse(typeof init.body === "string" ? init.body : "{}") as Draft;
    const earlier = dreams.get(key);
    const dream = earlier ?? { id: posts, title };
    dreams.set(key, dream);
    if (held) {
      held.arrived();
      await held.answer;
    }
    const body = {
      ...dream,
      content,
      createdAt: new Date(createdAt).toISOString(),
      mood: null,
      tags: [],
      lucid: false,
      clarity: null,
      interpretation: null,
      interpretationSource: null,
      interpretationModel: null,
      interpretationLanguage: null,
      interpretationStatus: "none",
      interpretationOutdated: false,
      interpretationFallback: null,
      shareId: null,
      shareUrl: null,
    };
    return Response.json(body, { status: earlier ? 200 : 201 });
  }
  return {
    fetch,
    posts: () => posts,
    titles: () => [...dreams.values()].map((dream) => dream.title),
    /** The user deletes their dreams online. */
    deleteAll: () => dreams.clear(),
    /** Stores what arrives but holds the answers back: resolves once a request arrived, with the release of its answer. */
    holdAnswers(): Promise<() => void> {
      let release = () => {};
      const answer = new Promise<void>((resolve) => (release = resolve));
      return new Promise((arrived) => (held = { arrived: () => arrived(release), answer }));
    },
  };
}

/** Web Locks as a browser keeps them, in one tab: exclusive, granted in order, `ifAvailable` answered at once. */
function webLocks() {
  const queues = new Map<string, Promise<void>>();
  async function request<T>(
    name: string,
    ...args: [LockGrantedCallback<T>] | [LockOptions, LockGrantedCallback<T>]
  ): Promise<Awaited<T>> {
    const [options, callback]: [LockOptions, LockGrantedCallback<T>] = args.length === 1 ? [{}, args[0]] : args;
    const before = queues.get(name);
    if (before && options.ifAvailable) return await callback(null);
    let release = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before ? before.then(() => mine) : mine;
    queues.set(name, tail);
    try {
      await before;
      return await callback({ name, mode: "exclusive" });
    } finally {
      release();
      if (queues.get(name) === tail) queues.delete(name);
    }
  }
  return { request };
}

const USER = 1;
const describeError = (error: unknown) => String(error);

const draft = (title: string, minute: number): Draft => ({
  key: `draft-key-${title}-0000000`,
  userId: USER,
  title,
  content: `${title}, written offline.`,
  mood: null,
  createdAt: `2026-11-20T06:${String(minute).padStart(2, "0")}:00+02:00`,
  problem: null,
});

/** The modules afresh: the persistence request is made once per page load. */
async function load() {
  vi.resetModules();
  return { ...(await import("./drafts")), ...(await import("./sync")), ...(await import("./persistence")) };
}

let server: ReturnType<typeof fakeServer>;

/** What the browser says to navigator.storage (null: no such API). */
function browser(storage: { persisted?: () => Promise<boolean>; persist?: () => Promise<boolean> } | null, locks = false) {
  vi.stubGlobal("navigator", { onLine: true, ...(storage ? { storage } : {}), ...(locks ? { locks: webLocks() } : {}) });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-20T05:00:00.000Z") });
  idb.rows.clear();
  idb.failingDeletes = 0;
  server = fakeServer();
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("document", { documentElement: { lang: "en" } });
  vi.stubGlobal("fetch", server.fetch);
  browser({ persisted: answers(false), persist: answers(true) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe.each([
  ["with Web Locks", true],
  ["without Web Locks (this tab only)", false],
])("a draft discarded while it is sent (%s)", (_name, locks) => {
  beforeEach(() => browser({ persisted: answers(true), persist: answers(true) }, locks));

  it("is refused once sending began: the draft reaches the server and leaves the device, stored and nothing else", async () => {
    const { saveDraft, syncDrafts, discardDraft, getDraft, listDrafts } = await load();
    const sea = draft("Sea", 1);
    await saveDraft(sea);
    const held = server.holdAnswers();
    const syncing = syncDrafts(USER, describeError);
    const answer = await held;

    expect(await discardDraft(sea.key)).toBe("sending");
    expect(await getDraft(sea.key)).toMatchObject({ title: "Sea" });

    answer();
    expect(await syncing).toEqual({ sent: 1, waiting: 0 });
    expect(server.titles()).toEqual(["Sea"]);
    expect(await listDrafts(USER)).toEqual([]);
  });

  it("wins when it comes first: the sync finds nothing to send, discarded everywhere", async () => {
    const { saveDraft, syncDrafts, discardDraft, listDrafts } = await load();
    const sea = draft("Sea", 1);
    await saveDraft(sea);

    const [discarded, report] = await Promise.all([discardDraft(sea.key), syncDrafts(USER, describeError)]);

    expect(discarded).toBe("discarded");
    expect(report).toEqual({ sent: 0, waiting: 0 });
    expect(server.posts()).toBe(0);
    expect(await listDrafts(USER)).toEqual([]);
  });

  it("lets the drafts after the one being sent be discarded, and sends none of them", async () => {
    const { saveDraft, syncDrafts, discardDraft, listDrafts } = await load();
    const [sea, lake] = [draft("Sea", 1), draft("Lake", 2)];
    await saveDraft(sea);
    await saveDraft(lake);
    const held = server.holdAnswers();
    const syncing = syncDrafts(USER, describeError);
    const answer = await held;

    expect(await discardDraft(lake.key)).toBe("discarded");
    answer();

    expect(await syncing).toEqual({ sent: 1, waiting: 0 });
    expect(server.titles()).toEqual(["Sea"]);
    expect(await listDrafts(USER)).toEqual([]);
  });
});

describe("a draft the server took, whose removal from the device failed", () => {
  it("is marked sent, and the next sync removes it without sending it again: a dream deleted online stays deleted", async () => {
    const { saveDraft, syncDrafts, getDraft, listDrafts } = await load();
    const sea = draft("Sea", 1);
    await saveDraft(sea);
    idb.failingDeletes = 1;

    expect(await syncDrafts(USER, describeError)).toEqual({ sent: 1, waiting: 0 });
    expect(await getDraft(sea.key)).toMatchObject({ sent: true });

    server.deleteAll();
    expect(await syncDrafts(USER, describeError)).toEqual({ sent: 0, waiting: 0 });
    expect(server.posts()).toBe(1);
    expect(server.titles()).toEqual([]);
    expect(await listDrafts(USER)).toEqual([]);
  });

  it("stays marked while removing keeps failing, and is never sent again", async () => {
    const { saveDraft, syncDrafts, getDraft } = await load();
    const sea = draft("Sea", 1);
    await saveDraft(sea);
    idb.failingDeletes = 3;

    await syncDrafts(USER, describeError);
    await syncDrafts(USER, describeError);
    await syncDrafts(USER, describeError);

    expect(server.posts()).toBe(1);
    expect(await getDraft(sea.key)).toMatchObject({ sent: true });
  });
});

describe("persistent storage for the drafts", () => {
  it("is asked for when the first draft is kept, once per page, and a refusal is reported", async () => {
    const persist = vi.fn(answers(false));
    browser({ persisted: answers(false), persist });
    const { saveDraft, storagePersistence, watchDrafts } = await load();
    const changes = vi.fn();
    watchDrafts(changes);
    expect(persist).not.toHaveBeenCalled();

    await saveDraft(draft("Sea", 1));
    expect(await storagePersistence()).toBe("evictable");
    expect(persist).toHaveBeenCalledTimes(1);
    // The draft, then the answer, announced like a change of the drafts, so every tab's journal shows it.
    expect(changes).toHaveBeenCalledTimes(2);

    await saveDraft(draft("Lake", 2));
    expect(await storagePersistence()).toBe("evictable");
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("reports a browser without the Storage API as a refusal, and keeps the draft all the same", async () => {
    browser(null);
    const { saveDraft, storagePersistence, listDrafts } = await load();
    expect(await storagePersistence()).toBe("evictable");
    await saveDraft(draft("Sea", 1));
    expect(await storagePersistence()).toBe("evictable");
    expect(await listDrafts(USER)).toHaveLength(1);
  });

  it("reports a request that fails as a refusal", async () => {
    browser({ persisted: answers(false), persist: () => Promise.reject(new TypeError("not allowed")) });
    const { saveDraft, storagePersistence } = await load();
    await saveDraft(draft("Sea", 1));
    expect(await storagePersistence()).toBe("evictable");
  });

  it("is granted, or was already: nothing is reported, and a browser that already keeps the storage is not asked", async () => {
    const persist = vi.fn(answers(true));
    browser({ persisted: answers(false), persist });
    const granted = await load();
    await granted.saveDraft(draft("Sea", 1));
    expect(await granted.storagePersistence()).toBe("persistent");

    const again = vi.fn(answers(true));
    browser({ persisted: answers(true), persist: again });
    const kept = await load();
    expect(await kept.storagePersistence()).toBe("persistent");
    await kept.saveDraft(draft("Lake", 2));
    expect(await kept.storagePersistence()).toBe("persistent");
    expect(again).not.toHaveBeenCalled();
  });
});

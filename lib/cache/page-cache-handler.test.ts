import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import PageCacheHandler, { cacheState, expireTags, holdTag, isTagKept, releaseTag, varyOf } from "./page-cache-handler.mjs";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");
const page = (html: string, tags: string[] = [], status = 200) => ({
  kind: "APP_PAGE",
  html,
  headers: { "x-next-cache-tags": tags.join(",") },
  status,
});
type Page = ReturnType<typeof page>;
const headersOf = async (cache: PageCacheHandler, key: string) =>
  ((await cache.get(key)) as { value: Page } | null)?.value.headers as Record<string, string> | undefined;

afterEach(() => {
  const state = cacheState();
  state.entries.clear();
  state.bytes = 0;
  vi.useRealTimers();
});

describe("PageCacheHandler", () => {
  it("keeps a page with a policy of its own inline scripts' hashes, and what it varies with", async () => {
    const cache = new PageCacheHandler();
    await cache.set("/r/$/en/about", page("<html><script>a()</script><script src='/x.js'></script><script>b()</script></html>"));
    const headers = await headersOf(cache, "/r/$/en/about");
    const scriptSrc = headers?.["content-security-policy"]?.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${sha("a()")}' 'sha256-${sha("b()")}'`);
    expect(headers?.vary).toBe("Cookie, Accept-Language");
    await cache.set("/r/$/uk/about", page("<html></html>"));
    expect((await headersOf(cache, "/r/$/uk/about"))?.vary).toBe("Cookie");
  });

  it("gives the answer being sent the same policy as the kept one", async () => {
    const cache = new PageCacheHandler();
    const fresh = page("<script>c()</script>");
    await cache.set("/r/$/en/help", fresh);
    expect((fresh.headers as Record<string, string>)["content-security-policy"]).toContain(`'sha256-${sha("c()")}'`);
  });

  it("never keeps a page not found or a failure, so made-up addresses cannot fill it", async () => {
    const cache = new PageCacheHandler();
    const notFound = page("<p>gone</p>", [], 404);
    await cache.set("/r/$/en/dreams/share/made-up", notFound);
    await cache.set("/r/$/en/x", { kind: "APP_ROUTE", body: Buffer.from("down"), status: 503, headers: {} });
    expect(await cache.get("/r/$/en/dreams/share/made-up")).toBeNull();
    expect(await cache.get("/r/$/en/x")).toBeNull();
    // The page not found still carries its policy.
    expect((notFound.headers as Record<string, string>)["content-security-policy"]).toBeDefined();
  });

  it("holds at most its size in bytes, letting the least recently used go first", async () => {
    const cache = new PageCacheHandler({ maxMemoryCacheSize: 40_000 });
    const big = "x".repeat(9_000);
    for (const key of ["a", "b", "c", "d"]) await cache.set(key, page(big));
    await cache.get("a"); // used lately: stays
    await cache.set("e", page(big));
    expect(cacheState().bytes).toBeLessThanOrEqual(40_000);
    expect(await cache.get("a")).not.toBeNull();
    expect(await cache.get("b")).toBeNull();
    expect(await cache.get("e")).not.toBeNull();
  });

  it("forgets every entry of an expired tag, and does not keep a render that began before the expiry", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCacheHandler();
    await cache.set("one", page("<p>1</p>", ["shared-dream:abc"]));
    await cache.set("other", page("<p>2</p>", ["shared-dream:xyz"]));
    expect(isTagKept("shared-dream:abc")).toBe(true);
    // A render of "late" starts (its miss), the dream changes, then the render is stored.
    expect(await cache.get("late")).toBeNull();
    vi.advanceTimersByTime(10);
    expireTags(["shared-dream:abc"]);
    vi.advanceTimersByTime(10);
    await cache.set("late", page("<p>old</p>", ["shared-dream:abc"]));
    expect(await cache.get("one")).toBeNull();
    expect(await cache.get("late")).toBeNull();
    expect(await cache.get("other")).not.toBeNull();
    expect(isTagKept("shared-dream:abc")).toBe(false);
    // A render that begins after the change is kept.
    vi.advanceTimersByTime(10);
    await cache.get("late");
    vi.advanceTimersByTime(10);
    await cache.set("late", page("<p>new</p>", ["shared-dream:abc"]));
    expect(await cache.get("late")).not.toBeNull();
  });

  it("neither serves nor keeps what carries a held tag", async () => {
    const cache = new PageCacheHandler();
    await cache.set("kept", page("<p/>", ["shared-dream", "shared-dream:1"]));
    holdTag("shared-dream");
    try {
      expect(await cache.get("kept")).toBeNull();
      await cache.set("new", page("<p/>", ["shared-dream", "shared-dream:2"]));
      expect(await cache.get("new")).toBeNull();
      await cache.set("about", page("<p/>"));
      expect(await cache.get("about")).not.toBeNull();
    } finally {
      releaseTag("shared-dream");
    }
  });
});

describe("varyOf", () => {
  it("names Accept-Language only for English addresses, which redirect by preference", () => {
    expect(varyOf("/app/page/0123/$/en/about")).toBe("Cookie, Accept-Language");
    expect(varyOf("/app/page/0123/$/en")).toBe("Cookie, Accept-Language");
    expect(varyOf("/app/page/0123/$/es/about")).toBe("Cookie");
  });
});

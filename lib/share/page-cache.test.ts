import { beforeEach, describe, expect, it } from "vitest";
import {
  beginPageRender,
  cachedPage,
  keepPage,
  keptPageBytes,
  MAX_PAGE_AGE_MS,
  MAX_PAGE_BYTES,
  pagesSubscribed,
  sharedPageChanged,
  sharedPagesReset,
  type CachedPage,
} from "./page-cache";

const notifications = globalThis as unknown as Record<symbol, { listening: boolean } | undefined>;
const listening = (value: boolean) => (notifications[Symbol.for("dreamscape.notifications")] = { listening: value });
const page = (text: string): CachedPage => ({ status: 200, headers: [], body: Buffer.from(text), at: Date.now() });

describe("the shared pages kept for visitors", () => {
  beforeEach(() => {
    listening(true);
    pagesSubscribed();
    sharedPagesReset();
  });

  it("keeps a page per dream and language, and serves it", () => {
    expect(keepPage("a", "en", page("A in English"), beginPageRender())).toBe(true);
    expect(keepPage("a", "uk", page("A українською"), beginPageRender())).toBe(true);
    expect(cachedPage("a", "en")?.body.toString()).toBe("A in English");
    expect(cachedPage("a", "uk")?.body.toString()).toBe("A українською");
    expect(cachedPage("a", "de")).toBeUndefined();
    expect(cachedPage("b", "en")).toBeUndefined();
  });

  it("drops every language of a dream that changed, and only that dream", () => {
    keepPage("a", "en", page("A"), beginPageRender());
    keepPage("a", "fr", page("A fr"), beginPageRender());
    keepPage("b", "en", page("B"), beginPageRender());
    sharedPageChanged("a");
    expect(cachedPage("a", "en")).toBeUndefined();
    expect(cachedPage("a", "fr")).toBeUndefined();
    expect(cachedPage("b", "en")?.body.toString()).toBe("B");
  });

  it("does not keep a render that began before its dream changed: it may show the old dream", () => {
    const token = beginPageRender();
    sharedPageChanged("a");
    expect(keepPage("a", "en", page("old A"), token)).toBe(false);
    expect(cachedPage("a", "en")).toBeUndefined();
    // Another dream's change does not matter.
    const other = beginPageRender();
    sharedPageChanged("b");
    expect(keepPage("a", "en", page("A"), other)).toBe(true);
  });

  it("keeps and serves nothing while changes cannot be heard, and forgets everything on a reconnect", () => {
    keepPage("a", "en", page("A"), beginPageRender());
    listening(false);
    expect(cachedPage("a", "en")).toBeUndefined();
    expect(beginPageRender()).toBeNull();
    expect(keepPage("b", "en", page("B"), null)).toBe(false);
    listening(true);
    const before = beginPageRender();
    sharedPagesReset();
    expect(cachedPage("a", "en")).toBeUndefined();
    expect(keepPage("b", "en", page("B"), before)).toBe(false);
  });

  it("lets a kept page go after ten minutes, as a safety net", () => {
    keepPage("a", "en", page("A"), beginPageRender());
    expect(cachedPage("a", "en", Date.now() + MAX_PAGE_AGE_MS - 1000)).toBeDefined();
    expect(cachedPage("a", "en", Date.now() + MAX_PAGE_AGE_MS + 1000)).toBeUndefined();
  });
});

describe("the memory the kept pages take", () => {
  beforeEach(() => {
    listening(true);
    pagesSubscribed();
    sharedPagesReset();
  });

  it("stays within its budget: the dreams kept longest ago go first, and the count follows every removal", () => {
    const pageBytes = Math.floor(MAX_PAGE_BYTES / 20);
    const big = (fill: string): CachedPage => ({
      status: 200,
      headers: [],
      body: Buffer.alloc(pageBytes, fill),
      at: Date.now(),
    });
    for (let i = 0; i < 25; i++) keepPage(`dream-${i}`, "en", big(String(i % 10)), beginPageRender());
    expect(keptPageBytes()).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    expect(cachedPage("dream-0", "en")).toBeUndefined();
    expect(cachedPage("dream-24", "en")).toBeDefined();
    const before = keptPageBytes();
    sharedPageChanged("dream-24");
    expect(keptPageBytes()).toBe(before - pageBytes);
    sharedPagesReset();
    expect(keptPageBytes()).toBe(0);
  });

  it("does not keep a page too large for its share of the budget", () => {
    const huge: CachedPage = { status: 200, headers: [], body: Buffer.alloc(MAX_PAGE_BYTES / 8), at: Date.now() };
    expect(keepPage("huge", "en", huge, beginPageRender())).toBe(false);
    expect(keptPageBytes()).toBe(0);
  });
});

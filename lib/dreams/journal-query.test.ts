import { describe, expect, it } from "vitest";
import { dreamPageKey } from "@/lib/swr/keys";
import { isDay, isFiltered, journalHref, journalQueryFrom, panelFilterCount } from "./journal-query";

const from = (search: string) => journalQueryFrom(new URLSearchParams(search));

describe("the journal's URL", () => {
  it("holds every filter, and reading it back gives the same query", () => {
    const query = { page: 2, q: "sea", mood: "sad", tag: "Flying", lucid: true, from: "2026-01-01", to: "2026-01-31" } as const;
    const href = journalHref(query);
    expect(href).toBe("/?q=sea&mood=sad&tag=Flying&lucid=true&from=2026-01-01&to=2026-01-31&page=2");
    expect(from(href.slice(2))).toEqual(query);
    expect(journalHref({ page: 1 })).toBe("/");
    expect(from("lucid=false").lucid).toBe(false);
  });

  it("leaves out what it does not understand", () => {
    expect(from("page=x&mood=grumpy&lucid=maybe&from=2026-02-30&to=tomorrow&tag=%20%20")).toEqual({ page: 1 });
    expect(from(`tag=${"x".repeat(33)}`)).toEqual({ page: 1 });
    expect(from("from=0002-11-26")).toEqual({ page: 1 });
  });

  it("keeps the start of a backwards range and drops its end", () => {
    expect(from("from=2026-03-01&to=2026-02-01")).toEqual({ page: 1, from: "2026-03-01" });
  });

  it("shows a tag as the server does: trimmed, one space between words", () => {
    expect(from("tag=%20Flying%20%20high%20").tag).toBe("Flying high");
  });

  it("gives the SWR key the same filters, so the server's first page is the browser's", () => {
    expect(dreamPageKey({ page: 1, tag: "Flying", lucid: false, from: "2026-01-01" })).toBe(
      "/api/dreams?page=1&limit=15&tag=Flying&lucid=false&from=2026-01-01",
    );
  });

  it("knows when the journal is narrowed", () => {
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ page: 1, lucid: false })).toBe(true);
    expect(isFiltered({ page: 1, to: "2026-01-01" })).toBe(true);
  });

  it("counts the filters behind the Filters button: the words are in sight, a range of days is one", () => {
    expect(panelFilterCount({ page: 2, q: "sea" })).toBe(0);
    expect(panelFilterCount({ page: 1, lucid: false })).toBe(1);
    expect(panelFilterCount({ page: 1, mood: "sad", tag: "Flying" })).toBe(2);
    expect(panelFilterCount({ page: 1, from: "2026-01-01" })).toBe(1);
    expect(panelFilterCount({ page: 1, to: "2026-01-31" })).toBe(1);
    expect(panelFilterCount(from("q=sea&mood=sad&tag=x&lucid=true&from=2026-01-01&to=2026-01-31"))).toBe(4);
  });

  it("accepts only days that exist, from 1900 to 2100", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("1899-12-31")).toBe(false);
    expect(isDay("0000-01-01")).toBe(false);
    expect(isDay("2101-01-01")).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(from("from=0000-01-01&to=9999-12-31")).toEqual({ page: 1 });
  });
});

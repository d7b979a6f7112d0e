import { describe, expect, it } from "vitest";
import type { Dream } from "@/lib/dreams/schema";
import { holding, withHeld, type HeldCard } from "./held-cards";

const dream = (id: number): Dream => ({
  id,
  title: `Dream ${id}`,
  content: "A river of lanterns.",
  interpretation: null,
  interpretationSource: null,
  interpretationModel: null,
  interpretationLanguage: null,
  interpretationStatus: "none",
  interpretationOutdated: false,
  interpretationFallback: null,
  mood: null,
  tags: [],
  lucid: false,
  clarity: null,
  shareId: null,
  shareUrl: null,
  createdAt: "2026-12-01T06:30:00.000Z",
});

const ids = (dreams: readonly Dream[]) => dreams.map((d) => d.id);
const none: ReadonlyMap<number, HeldCard> = new Map();

describe("withHeld", () => {
  const page = [dream(1), dream(2), dream(3)];

  it("draws the page as it is while no card is held, or every held card is still on it", () => {
    expect(withHeld(page, none)).toBe(page);
    expect(withHeld(page, holding(none, dream(2), 1, true))).toBe(page);
  });

  it("keeps a held card the page lost at its old place", () => {
    const held = holding(none, dream(2), 1, true);
    expect(ids(withHeld([dream(1), dream(3)], held))).toEqual([1, 2, 3]);
    expect(ids(withHeld([], held))).toEqual([2]);
  });

  it("puts a card held below the new page's end at the end, and several in their old order", () => {
    const held = holding(holding(none, dream(9), 8, true), dream(4), 3, true);
    expect(ids(withHeld([dream(1)], held))).toEqual([1, 4, 9]);
  });

  it("draws the page's own copy of a held card it still has (an edit elsewhere shows)", () => {
    const changed = { ...dream(2), title: "Renamed" };
    const cards = withHeld([dream(1), changed], holding(none, dream(2), 1, true));
    expect(cards.map((d) => d.title)).toEqual(["Dream 1", "Renamed"]);
  });
});

describe("holding", () => {
  it("holds and lets go, and answers the same map when nothing changes", () => {
    const held = holding(none, dream(5), 2, true);
    expect([...held.keys()]).toEqual([5]);
    expect(holding(held, dream(5), 7, true)).toBe(held);
    expect(holding(none, dream(5), 2, false)).toBe(none);
    expect(holding(held, dream(5), 2, false).size).toBe(0);
  });

  it("holds a card the page no longer lists at the top", () => {
    expect(holding(none, dream(5), -1, true).get(5)?.index).toBe(0);
  });
});

// @vitest-environment jsdom
// Why the journal's cards sit behind hydratedApart: a list re-rendered while
// its parts are still server HTML (as the journal is when the device's
// drafts have been read) must hydrate each part once, not hydrate them one by
// one and render the list and every part hydrated so far again after each.
import { createElement as h, Suspense, useEffect, useState, type ComponentType } from "react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useStableCallback } from "@/lib/client/use-stable-callback";
import { hydratedApart } from "./hydrated-apart";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PARTS = 8;
let renders = { list: 0, part: 0 };
let picked: number[] = [];

interface PartProps {
  id: number;
  onPick: (id: number) => void;
}
function Part({ id, onPick }: PartProps) {
  renders.part++;
  return h("button", { type: "button", onClick: () => onPick(id) }, `part ${id}`);
}

/** A list whose state changes right after its first render, as the journal's does when drafts are read. */
function listOf(Item: ComponentType<PartProps>, stable: boolean) {
  return function List() {
    renders.list++;
    const [read, setRead] = useState(false);
    useEffect(() => setRead(true), []);
    const pick = (id: number) => picked.push(id);
    const stablePick = useStableCallback(pick);
    return h(
      "div",
      { "data-read": read },
      Array.from({ length: PARTS }, (_, id) => h(Item, { key: id, id, onPick: stable ? stablePick : pick })),
    );
  };
}

/** Each part in a Suspense boundary of its own, without memo and with a new callback each render: the journal before. */
function InBoundary(props: PartProps) {
  return h(Suspense, { fallback: null }, h(Part, props));
}

function hydrate(List: ComponentType) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(h(List));
  document.body.append(container);
  renders = { list: 0, part: 0 };
  act(() => {
    hydrateRoot(container, h(List));
  });
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
  picked = [];
});

describe("hydratedApart", () => {
  it("hydrates each part once when the list re-renders before they are hydrated", () => {
    const container = hydrate(listOf(hydratedApart(Part), true));
    expect(container.querySelector("div")?.dataset.read).toBe("true");
    expect(renders).toEqual({ list: 2, part: PARTS });
    // The parts answer, with the list's latest callback.
    act(() => container.querySelectorAll("button")[3].click());
    expect(picked).toEqual([3]);
  });

  it("is what keeps the count down: plain boundaries with new props hydrate one by one, the list rendered each time", () => {
    hydrate(listOf(InBoundary, false));
    expect(renders.list).toBeGreaterThan(PARTS);
    expect(renders.part).toBeGreaterThan(PARTS * 3);
  });
});

/** A page of `count` parts of about 2 KB each (a journal card's size), each in a boundary of its own or not. */
function Page({ count, boundaries }: { count: number; boundaries: boolean }) {
  const card = (i: number) => h("article", { key: i }, h("h2", null, `Dream ${i}`), h("p", null, "text ".repeat(400)));
  return h(
    "main",
    null,
    Array.from({ length: count }, (_, i) => (boundaries ? h(Suspense, { key: i, fallback: null }, card(i)) : card(i))),
  );
}

async function serverHtml(boundaries: boolean) {
  const stream = await renderToReadableStream(h(Page, { count: 15, boundaries }));
  await stream.allReady;
  return new Response(stream).text();
}

// What a boundary of its own costs on a large page (docs/performance.md, "What the boundaries cost").
describe("a large server-drawn page", () => {
  it("keeps parts without a boundary of their own in place, visible without JavaScript", async () => {
    const html = await serverHtml(false);
    expect(html).not.toContain('hidden id="S:');
    const main = new DOMParser().parseFromString(html, "text/html").querySelector("main");
    expect(main?.querySelectorAll("article")).toHaveLength(15);
  });

  it("streams boundaries past the first 12.8 KB after the page, hidden until a script reveals them", async () => {
    const html = await serverHtml(true);
    const main = new DOMParser().parseFromString(html, "text/html").querySelector("main");
    // A few fit in the first chunk; the rest are placeholders in the page and hidden copies after it.
    const inPlace = main?.querySelectorAll("article").length ?? 0;
    expect(inPlace).toBeGreaterThan(0);
    expect(inPlace).toBeLessThan(15);
    expect(html).toContain('hidden id="S:');
  });
});

import * as Icons from "@radix-ui/react-icons";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_NAMES, sprite, symbolHref, symbolOf } from "./sprite";

/** "pencil-2" → Pencil2Icon, as Radix names its components. */
const componentName = (name: string) =>
  `${name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}Icon` as keyof typeof Icons;

describe("the icon sprite", () => {
  it("draws each icon exactly as Radix renders it", () => {
    for (const name of SPRITE_NAMES) {
      const rendered = renderToStaticMarkup(createElement(Icons[componentName(name)] as ComponentType<object>));
      const inner = rendered.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      expect(symbolOf(name), name).toBe(`<symbol id="${name}" viewBox="0 0 15 15">${inner}</symbol>`);
      expect(inner, name).toMatch(/^<path [^>]*d="M[^"]+"[^>]*fill="currentColor"/);
    }
  });

  it("holds every symbol once, under an address that changes with its contents", () => {
    const { body, version } = sprite();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const name of SPRITE_NAMES) expect(body.split(`id="${name}"`)).toHaveLength(2);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(symbolHref("heart")).toBe(`/icons.svg?v=${version}#heart`);
  });
});

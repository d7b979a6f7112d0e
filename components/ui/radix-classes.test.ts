// The plain elements of the journal's cards must look exactly as Radix Themes'
// components would draw them: each combination the cards use is rendered both
// ways and compared by tag, classes (in any order) and data attributes.
import { Badge, Box, Card, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { badgeClass, boxClass, cardClass, flexClass, headingClass, linkClass, textClass } from "./radix-classes";

/** The outer element's tag, its classes as a sorted list, and its data attributes. */
function outer(element: ReactElement) {
  const markup = renderToStaticMarkup(element);
  const tag = /^<([a-z0-9]+)/.exec(markup)?.[1];
  const attributes = /^<[a-z0-9]+([^>]*)>/.exec(markup)?.[1] ?? "";
  const className = /\bclass="([^"]*)"/.exec(attributes)?.[1] ?? "";
  const data = [...attributes.matchAll(/\b(data-[a-z-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
  return { tag, classes: className.split(/\s+/).filter(Boolean).sort(), data };
}

const cases: [string, ReactElement, ReactElement][] = [
  [
    "a card",
    h(Card, { size: { initial: "2", sm: "3" }, asChild: true, className: "x" }, h("article")),
    h("article", { className: cardClass("x") }),
  ],
  ["a column", h(Flex, { direction: "column", gap: "3" }), h("div", { className: flexClass({ direction: "column", gap: "3" }) })],
  [
    "a row spread apart",
    h(Flex, { justify: "between", align: "start", gap: "3" }),
    h("div", { className: flexClass({ justify: "between", align: "start", gap: "3" }) }),
  ],
  [
    "a row with a class",
    h(Flex, { gap: "3", align: "start", className: "user-text" }),
    h("div", { className: flexClass({ gap: "3", align: "start" }, "user-text") }),
  ],
  [
    "a wrapping row with a margin",
    h(Flex, { gap: "2", align: "center", justify: "between", wrap: "wrap", mb: "1" }),
    h("div", { className: flexClass({ gap: "2", align: "center", justify: "between", wrap: true, mb: "1" }) }),
  ],
  [
    "a wrapping row",
    h(Flex, { gap: "2", align: "center", wrap: "wrap" }),
    h("div", { className: flexClass({ gap: "2", align: "center", wrap: true }) }),
  ],
  [
    "a round grey badge",
    h(Badge, { size: "1", variant: "soft", color: "gray", radius: "full" }),
    h("span", { className: badgeClass("1", "soft"), "data-accent-color": "gray", "data-radius": "full" }),
  ],
  [
    "a wrapping row at the end",
    h(Flex, { gap: "2", wrap: "wrap", justify: "end" }),
    h("div", { className: flexClass({ gap: "2", wrap: true, justify: "end" }) }),
  ],
  [
    "a list as a row",
    h(Flex, { asChild: true, gap: "1", wrap: "wrap", align: "center", className: "dream-marks" }, h("ul")),
    h("ul", { className: flexClass({ gap: "1", wrap: true, align: "center" }, "dream-marks") }),
  ],
  ["a box", h(Box, { className: "user-text" }), h("div", { className: boxClass("user-text") })],
  [
    "a heading",
    h(Heading, { as: "h2", size: "4", className: "user-text" }),
    h("h2", { className: headingClass("4", "user-text") }),
  ],
  [
    "a small grey text",
    h(Text, { as: "p", size: "1", color: "gray" }),
    h("p", { className: textClass("1"), "data-accent-color": "gray" }),
  ],
  ["a text with a class", h(Text, { as: "p", size: "2", className: "c" }), h("p", { className: textClass("2", "c") })],
  [
    "a bold small text",
    h(Text, { as: "p", size: "1", weight: "bold" }),
    h("p", { className: textClass("1", "rt-r-weight-bold") }),
  ],
  [
    "a title's link",
    h(Link, { asChild: true, color: "gray", highContrast: true, underline: "hover" }, h("a", { href: "/x" })),
    h("a", { href: "/x", className: linkClass({ highContrast: true }), "data-accent-color": "gray" }),
  ],
  [
    "a link of a size",
    h(Link, { asChild: true, size: "2", className: "read-more" }, h("a", { href: "/x" })),
    h("a", { href: "/x", className: linkClass({ size: "2" }, "read-more"), "data-accent-color": "" }),
  ],
  [
    "a mood's badge",
    h(Badge, { color: "violet", size: "2", variant: "soft", radius: "full" }),
    h("span", { className: badgeClass("2", "soft"), "data-accent-color": "violet", "data-radius": "full" }),
  ],
  [
    "a tag's badge",
    h(Badge, { size: "1", color: "gray", variant: "soft", asChild: true }, h("a", { href: "/t" })),
    h("a", { href: "/t", className: badgeClass("1", "soft"), "data-accent-color": "gray" }),
  ],
  [
    "more tags",
    h(Badge, { size: "1", color: "gray", variant: "outline" }),
    h("span", { className: badgeClass("1", "outline"), "data-accent-color": "gray" }),
  ],
  [
    "lucid",
    h(Badge, { size: "1", color: "indigo", variant: "surface" }),
    h("span", { className: badgeClass("1", "surface"), "data-accent-color": "indigo" }),
  ],
];

describe("Radix Themes' classes on plain elements", () => {
  it.each(cases)("%s is drawn as Radix draws it", (_, radix, plain) => {
    expect(outer(plain)).toEqual(outer(radix));
  });

  it("notices a class Radix does not draw", () => {
    const [, radix] = cases[1];
    expect(outer(h("div", { className: flexClass({ direction: "column", gap: "2" }) }))).not.toEqual(outer(radix));
  });
});

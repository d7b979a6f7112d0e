// Every Radix Themes class on a page must still have its rules after
// lib/design/radix-css.mjs pruned the stylesheet: a class that lost them
// would be an unstyled button or a collapsed layout.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const CLASS = /\.((?:[a-z]{2}\\:)?rt-[A-Za-z0-9_-]+)/g;

function classesIn(css: string): Set<string> {
  return new Set([...css.matchAll(CLASS)].map((m) => m[1].replace("\\:", ":")));
}

const RADIX = path.resolve(__dirname, "../../node_modules/@radix-ui/themes");
const full = classesIn(
  ["components.css", "utilities.css"].map((file) => readFileSync(path.join(RADIX, file), "utf8")).join("\n"),
);

/** Radix classes in the DOM that Radix styles but the page's stylesheets do not. */
export async function expectRadixClassesStyled(page: Page, where: string) {
  const { used, shipped } = await page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ("cssRules" in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll("[class]"))) {
      for (const name of Array.from(element.classList)) if (/^(?:[a-z]{2}:)?rt-/.test(name)) used.add(name);
    }
    return { used: [...used], shipped: selectors.join("\n") };
  });
  const styled = classesIn(shipped);
  const lost = used.filter((name) => full.has(name) && !styled.has(name));
  expect(used.length, `${where}: Radix classes on the page`).toBeGreaterThan(0);
  expect(lost, `${where}: Radix classes whose rules were pruned`).toEqual([]);
}

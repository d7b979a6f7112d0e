import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COLOR_SCALES, radixCss, UNUSED_BREAKPOINTS, UNUSED_COMPONENTS } from "./radix-css.mjs";

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const code = ["app", "components", "lib"]
  .flatMap((dir) => sources(path.join(root, dir)))
  .map((file) => ({
    file: path.relative(root, file),
    text: readFileSync(file, "utf8"),
  }));

describe("the pruned Radix Themes stylesheet", () => {
  const css = radixCss();

  it("keeps the components, breakpoints and scales in use", () => {
    for (const kept of [
      ".rt-Button",
      ".rt-BaseButton",
      ".rt-SelectTrigger",
      ".rt-BaseDialogContent",
      ".rt-r-size-2",
      ".rt-Flex",
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).toContain(".xs\\:rt-r-size-2");
    expect(css).toContain(".sm\\:rt-r-size-2");
    for (const scale of COLOR_SCALES) expect(css).toContain(`--${scale}-9:`);
  });

  it("drops unused components, the md/lg/xl variants and the Display P3 colours", () => {
    for (const dropped of [".rt-TableRoot", ".rt-AvatarRoot", ".rt-TooltipContent", ".rt-Kbd", ".rt-RadioGroupRoot"]) {
      expect(css).not.toContain(dropped);
    }
    for (const breakpoint of UNUSED_BREAKPOINTS) expect(css).not.toContain(`.${breakpoint}\\:rt-`);
    expect(css).not.toContain("display-p3");
    // Rules that listed an unused component beside a used one keep the used one.
    expect(css).toMatch(/\.rt-Text/);
  });

  it("is much smaller than what it replaces", () => {
    const full = ["tokens/base.css", ...COLOR_SCALES.map((s) => `tokens/colors/${s}.css`), "components.css", "utilities.css"]
      .map((file) => readFileSync(require.resolve(`@radix-ui/themes/${file}`), "utf8"))
      .join("\n");
    expect(gzipSync(css).length).toBeLessThan(gzipSync(full).length * 0.7);
  });
});

describe("the code stays within what the stylesheet keeps", () => {
  it("imports no pruned component from Radix Themes", () => {
    const offenders = code.flatMap(({ file, text }) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@radix-ui\/themes"/g)].flatMap((m) =>
        m[1]
          .split(",")
          .map((name) =>
            name
              .replace(/\btype\b/, "")
              .split(/\bas\b/)[0]
              .trim(),
          )
          .filter((name) => UNUSED_COMPONENTS.includes(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("names no md, lg or xl breakpoint in a responsive prop", () => {
    const pattern = new RegExp(`[{,]\\s*(?:${UNUSED_BREAKPOINTS.join("|")})\\s*:\\s*["'\\d]`);
    expect(code.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
  });
});

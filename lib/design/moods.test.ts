import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOODS } from "@/lib/domain/moods";
import { MOOD_COLORS, MOOD_HEX } from "./moods";
import { COLOR_SCALES } from "./radix-css.mjs";

const require = createRequire(import.meta.url);
const themeCss = readFileSync(path.resolve(__dirname, "../../app/styles/theme.css"), "utf8");

/** Radix's value of `--{scale}-{step}` in the light (:root) and dark blocks of the scale's sRGB tokens. */
function radixStep(scale: string, step: string): { light?: string; dark?: string } {
  const css = readFileSync(require.resolve(`@radix-ui/themes/tokens/colors/${scale}.css`), "utf8");
  const value = (block?: string) => block?.match(new RegExp(`--${scale}-${step}:\\s*([^;]+);`))?.[1]?.trim();
  return {
    light: value(css.match(/:root,\s*\.light,\s*\.light-theme\s*\{([^}]*)\}/)?.[1]),
    dark: value(css.match(/\.dark,\s*\.dark-theme\s*\{([^}]*)\}/)?.[1]),
  };
}

describe("mood colours", () => {
  it("gives every mood a colour of its own", () => {
    expect(Object.keys(MOOD_COLORS).sort()).toEqual([...MOODS].sort());
    expect(new Set(Object.values(MOOD_COLORS)).size).toBe(MOODS.length);
  });

  it.each(MOODS)("ships %s's scale, light and dark", (mood) => {
    const scale = MOOD_COLORS[mood];
    expect(COLOR_SCALES).toContain(scale);
    const step = radixStep(scale, "11");
    expect(step.light).toMatch(/^#/);
    expect(step.dark).toMatch(/^#/);
  });

  it.each(MOODS)("sets %s's CSS variables from its scale", (mood) => {
    const block = themeCss.match(new RegExp(`\\[data-mood="${mood}"\\]\\s*\\{([^}]*)\\}`))?.[1] ?? "";
    const scale = MOOD_COLORS[mood];
    for (const step of ["3", "a4", "9", "11"]) expect(block).toContain(`--mood-${step}: var(--${scale}-${step});`);
  });

  it.each(MOODS)("draws %s's Open Graph accent in its scale's ninth step", (mood) => {
    const step = radixStep(MOOD_COLORS[mood], "9");
    expect(MOOD_HEX[mood]).toBe(step.light);
    expect(MOOD_HEX[mood]).toBe(step.dark);
  });
});

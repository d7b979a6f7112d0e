// The interpreter's own text helpers: a stable hash, deterministic choices and
// the language's lists. Words and their normalisation are in lib/text/normalize.ts.

/** 32-bit FNV-1a: stable across runs and platforms, unlike Math.random. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic choice among `options`; `slot` lets one hash pick independently for several places. */
export function pick<T>(options: readonly T[], hash: number, slot: number): T {
  // murmur3's finaliser, so that neighbouring slots give unrelated choices.
  let mixed = hash ^ Math.imul(slot + 1, 0x9e3779b1);
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  const choice = options[((mixed ^ (mixed >>> 16)) >>> 0) % options.length];
  if (choice === undefined) throw new Error("pick() needs at least one option");
  return choice;
}

export function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

const listFormats = new Map<string, Intl.ListFormat>();
const UKRAINIAN_VOWEL_END = /[аеєиіїоуюя]$/iu;
const UKRAINIAN_IOTATED_START = /^[йєїюя]/iu;

/**
 * "a, b and c" in the language. Intl always joins Ukrainian lists with "і";
 * after a vowel the language takes "й" (море й небо), except before й, є, ї, ю, я.
 */
export function listOf(items: readonly string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, format);
  }
  if (locale !== "uk") return format.format(items);
  const parts = format.formatToParts(items);
  return parts
    .map((part, index) => {
      if (part.type !== "literal" || part.value !== " і ") return part.value;
      const before = parts[index - 1]?.value ?? "";
      const after = parts[index + 1]?.value ?? "";
      return UKRAINIAN_VOWEL_END.test(before) && !UKRAINIAN_IOTATED_START.test(after) ? " й " : part.value;
    })
    .join("");
}

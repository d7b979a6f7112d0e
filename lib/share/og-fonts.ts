// Fonts for the share image, read from @fontsource packages in node_modules and
// never from the network: Satori's own fallback (as next/og wires it) would
// fetch Google Fonts and an emoji CDN for any glyph the given fonts lack, which
// fails here and would send dream text to a third party in production. Lora
// draws Latin and Cyrillic; the faces below draw what Lora lacks, each loaded
// the first time some text needs it and then kept for the life of the process.
import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Font } from "satori";

const WEIGHTS = [400, 700] as const;
const LORA_SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext"] as const;

/** One family per subset: Satori keeps one font per name and weight, and falls back across families. */
export const LORA_FAMILIES = LORA_SUBSETS.map((subset) => `Lora ${subset}`);
export const EMOJI_FAMILY = "Noto Emoji";

interface Face {
  family: string;
  /** The @fontsource package. */
  pkg: string;
  /** Its file names up to the weight: `${file}-${weight}-normal.woff` (Satori reads WOFF, not WOFF2). */
  file: string;
  /** The keys of the package's unicode.json whose ranges the file covers; "all" for every key. */
  subsets: readonly string[] | "all";
}

const lora = (subset: string): Face => ({ family: `Lora ${subset}`, pkg: "lora", file: `lora-${subset}`, subsets: [subset] });

// The emoji font comes unsliced: Satori caches the font it picked for a text by
// its first UTF-16 unit (every emoji above U+FFFF shares a few), so emoji drawn
// from different slices would look each other up in the wrong file, and ZWJ
// sequences can join code points that sit in different slices.
const EMOJI: Face = { family: EMOJI_FAMILY, pkg: "noto-emoji", file: "noto-emoji-emoji", subsets: "all" };

/** In order of preference for text; emoji prefer the emoji font. */
const TEXT_FACES: readonly Face[] = [
  lora("vietnamese"),
  lora("math"),
  lora("symbols"),
  { family: "Noto Sans Arabic", pkg: "noto-sans-arabic", file: "noto-sans-arabic-arabic", subsets: ["arabic"] },
  { family: "Noto Sans Hebrew", pkg: "noto-sans-hebrew", file: "noto-sans-hebrew-hebrew", subsets: ["hebrew"] },
  EMOJI,
];
const EMOJI_FACES: readonly Face[] = [EMOJI, ...TEXT_FACES.filter((face) => face !== EMOJI)];

// Joiners and other invisible characters are in several faces' ranges but need
// no font of their own: they should never load one.
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;

const fontsource = (...parts: string[]) => join(process.cwd(), "node_modules", "@fontsource", ...parts);

/** Memoises a loader; a failure is not kept, so the next render tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

async function readFont(face: Face, weight: (typeof WEIGHTS)[number]): Promise<Font> {
  const data = await readFile(fontsource(face.pkg, "files", `${face.file}-${weight}-normal.woff`));
  return { name: face.family, data, weight, style: "normal" };
}

/** Lora in the four subsets every page of the app is written in; the same array each time, so Satori reuses its parsed fonts. */
export const baseFonts = once(() =>
  Promise.all(WEIGHTS.flatMap((weight) => LORA_SUBSETS.map((subset) => readFont(lora(subset), weight)))),
);

const faceLoaders = new Map<Face, () => Promise<Font[]>>();
function faceFonts(face: Face): Promise<Font[]> {
  let load = faceLoaders.get(face);
  if (!load) {
    load = once(() => Promise.all(WEIGHTS.map((weight) => readFont(face, weight))));
    faceLoaders.set(face, load);
  }
  return load();
}

type Ranges = [number, number][];

/** "U+0590-05FF,U+20AA" → [[0x590, 0x5ff], [0x20aa, 0x20aa]]. */
function parseUnicodeRange(css: string): Ranges {
  return css.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Which code points each face covers, from the unicode.json its package ships: read once per process. */
const coverage = once(async () => {
  const index = new Map<Face, Ranges>();
  for (const face of TEXT_FACES) {
    const json = JSON.parse(await readFile(fontsource(face.pkg, "unicode.json"), "utf8")) as Record<string, string>;
    const keys = face.subsets === "all" ? Object.keys(json) : face.subsets;
    index.set(
      face,
      keys.flatMap((key) => (json[key] ? parseUnicodeRange(json[key]) : [])),
    );
  }
  return index;
});

/**
 * Satori's `loadAdditionalAsset`: the bundled faces that cover the code points
 * of `segment`, text Lora lacks, grouped by Satori under a language code
 * ("emoji", "ar-AR", "he-IL", "ja-JP|zh-CN…", "unknown"). Text no bundled face
 * covers (CJK, say) gets nothing and is drawn with the fallback font's
 * missing-glyph box: the image renders all the same.
 */
export async function loadAdditionalAsset(languageCode: string, segment: string): Promise<Font[]> {
  const index = await coverage();
  const order = languageCode === "emoji" ? EMOJI_FACES : TEXT_FACES;
  const needed = new Set<Face>();
  for (const char of segment) {
    if (INVISIBLE.test(char)) continue;
    const point = char.codePointAt(0) ?? 0;
    const face = order.find((candidate) => index.get(candidate)?.some(([from, to]) => point >= from && point <= to));
    if (face) needed.add(face);
  }
  return (await Promise.all([...needed].map(faceFonts))).flat();
}

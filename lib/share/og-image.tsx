// The Open Graph image of a shared dream (1200×630 PNG): the title, an excerpt
// and the mood on a night sky in the mood's colour. Satori lays it out as SVG
// with fonts shipped in npm (./og-fonts: Lora, with Noto for emoji, Arabic and
// Hebrew), so any title renders without a request leaving the server. Dream
// text is passed as React text, never markup, so nothing in it can inject
// anything.
import "server-only";
import type { ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { MOOD_HEX } from "@/lib/design/moods";
import { isLocale } from "@/lib/domain/locales";
import { serverTranslator } from "@/lib/i18n/messages";
import type { SharedEntry } from "./schema";
import { baseFonts, EMOJI_FAMILY, loadAdditionalAsset, LORA_FAMILIES } from "./og-fonts";

export const OG_SIZE = { width: 1200, height: 630 } as const;

const LORA = LORA_FAMILIES.join(", ");
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A grapheme drawn as an emoji: emoji by default, asked to be one (U+FE0F,
 * keycaps), or a pictograph past the symbols Lora has (©, ™, arrows).
 */
function isEmoji(grapheme: string): boolean {
  return (
    /\p{Emoji_Presentation}|\uFE0F|\u20E3/u.test(grapheme) ||
    ((grapheme.codePointAt(0) ?? 0) >= 0x2300 && /\p{Extended_Pictographic}/u.test(grapheme))
  );
}
// Characters no font draws, which would otherwise show as a box: format and
// control characters, lone surrogates. Whitespace goes to clip(); the joiners
// stay, for Arabic shaping (they are drawn as nothing).
const INVISIBLE = /(?![\t\n\v\f\r\u200c\u200d])[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cs}\ufff9-\ufffb]/gu;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

/** The text without invisible characters, except inside emoji (ZWJ sequences, tags and variation selectors). */
function visible(text: string): string {
  let out = "";
  for (const { segment } of graphemes.segment(text)) out += isEmoji(segment) ? segment : segment.replace(INVISIBLE, "");
  return out;
}

/** At most `max` characters (graphemes: an emoji is never cut in half), cut at a word where possible, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  let count = 0;
  let end = 0;
  for (const { index } of graphemes.segment(flat)) {
    if (count === max - 1) end = index;
    if (count === max) {
      const cut = flat.slice(0, end);
      const space = cut.lastIndexOf(" ");
      return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
    }
    count++;
  }
  return flat;
}

/** The direction of the first letter, as a browser picks it for dir="auto". */
function direction(text: string): "ltr" | "rtl" {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter && RTL.test(letter) ? "rtl" : "ltr";
}

/**
 * Runs of emoji get a span in the emoji font, so the spaces around them stay
 * Lora's: Satori keeps a space in the font of the glyph before it, and the
 * emoji font's space is about twice as wide.
 */
function withEmoji(text: string): ReactNode[] {
  const runs: { emoji: boolean; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const emoji = isEmoji(segment);
    const last = runs.at(-1);
    if (last?.emoji === emoji) last.text += segment;
    else runs.push({ emoji, text: segment });
  }
  return runs.map((run, i) =>
    run.emoji ? (
      <span key={i} style={{ fontFamily: `${EMOJI_FAMILY}, ${LORA}` }}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

/** What the image shows of a shared dream (the rest of the entry is not read). */
export type ShareImageEntry = Pick<SharedEntry, "title" | "content" | "mood" | "language">;

export async function renderShareImage(entry: ShareImageEntry): Promise<Uint8Array> {
  const locale = isLocale(entry.language) ? entry.language : "en";
  const t = serverTranslator(locale);
  const accent = entry.mood ? MOOD_HEX[entry.mood] : "#6e56cf";
  const title = clip(visible(entry.title), 90);
  const body = clip(visible(entry.content), 190);
  const svg = await satori(
    <div
      style={{
        width: "100%",
        height: "100%",
        // Satori sizes boxes as browsers do (content-box); next/og's older Satori did border-box.
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #0e0c1c 0%, #1b1535 60%, #241a45 100%)",
        color: "#f4f1ff",
        fontFamily: LORA,
        position: "relative",
      }}
    >
      <div
        style={{
          position: "absolute",
          // Behind the text: Satori, like browsers, paints positioned boxes over the others.
          zIndex: -1,
          right: -120,
          top: -120,
          width: 520,
          height: 520,
          borderRadius: 9999,
          background: `radial-gradient(circle, ${accent}aa 0%, ${accent}33 45%, ${accent}00 70%)`,
        }}
      />
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, fontWeight: 700, color: "#d9d2ff" }}>
        <div style={{ width: 34, height: 34, borderRadius: 9999, background: "#ffc53d", display: "flex" }} />
        DreamScape
        <span style={{ fontSize: 24, fontWeight: 400, color: "#b3aad6", marginLeft: 12 }}>{t("Share.eyebrow")}</span>
      </div>
      {/* Three lines at most each, whatever the script's width: the mood stays on the card. */}
      <div style={{ display: "flex", flexDirection: "column", gap: 24, maxWidth: 1000 }}>
        <div
          style={{
            display: "block",
            lineClamp: 3,
            direction: direction(title),
            fontSize: title.length > 50 ? 58 : 70,
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {withEmoji(title)}
        </div>
        <div
          style={{ display: "block", lineClamp: 3, direction: direction(body), fontSize: 30, lineHeight: 1.45, color: "#cfc8ea" }}
        >
          {withEmoji(body)}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 14 }}>
        {entry.mood && (
          <div
            style={{
              display: "flex",
              alignItems: "center",
              gap: 12,
              padding: "10px 22px",
              borderRadius: 9999,
              background: `${accent}33`,
              border: `2px solid ${accent}`,
              fontSize: 26,
            }}
          >
            <div style={{ width: 14, height: 14, borderRadius: 9999, background: accent, display: "flex" }} />
            {t(`Moods.${entry.mood}`)}
          </div>
        )}
      </div>
    </div>,
    { ...OG_SIZE, fonts: await baseFonts(), loadAdditionalAsset },
  );
  // sharp (libvips with librsvg) rasterises the SVG: it is already installed
  // with Next for its image optimiser, as prebuilt binaries with no install
  // script, and it draws on libuv's thread pool rather than blocking the event
  // loop as the WASM build of resvg inside next/og does.
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

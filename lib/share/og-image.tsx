// The Open Graph image of a shared dream (1200×630 PNG, next/og): the title,
// an excerpt and the mood on a night sky in the mood's colour. Lora ships in
// npm (@fontsource/lora, WOFF: Satori cannot read WOFF2) with Latin, Latin
// Extended and Cyrillic, so every language of the app renders. Dream text is
// passed as React text, never markup, so nothing in it can inject anything.
import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import type { Mood } from "@/lib/dreams/constants";
import { isLocale } from "@/lib/i18n/config";
import { serverTranslator } from "@/lib/i18n/messages";
import type { SharedEntry } from "./cache";

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The ninth step of each mood's Radix scale (lib/design/moods.ts). */
const MOOD_HEX: Record<Mood, string> = {
  peaceful: "#12a594",
  mysterious: "#6e56cf",
  happy: "#ffc53d",
  anxious: "#f76b15",
  sad: "#0090ff",
  excited: "#e93d82",
};

const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext"] as const;
const WEIGHTS = [400, 700] as const;

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" };
let fonts: Promise<Font[]> | null = null;

function loadFonts(): Promise<Font[]> {
  const dir = join(process.cwd(), "node_modules", "@fontsource", "lora", "files");
  fonts ??= Promise.all(
    WEIGHTS.flatMap((weight) =>
      SUBSETS.map(async (subset): Promise<Font> => {
        const file = await readFile(join(dir, `lora-${subset}-${weight}-normal.woff`));
        const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
        // One family per subset: Satori keeps one font per name and weight, and falls back across families.
        return { name: `Lora ${subset}`, data, weight, style: "normal" };
      }),
    ),
  ).catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return fonts;
}

/** At most `max` characters, cut at a word where possible, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function renderShareImage(entry: SharedEntry): Promise<Uint8Array> {
  const locale = isLocale(entry.language) ? entry.language : "en";
  const t = serverTranslator(locale);
  const accent = entry.mood ? MOOD_HEX[entry.mood] : "#6e56cf";
  const title = clip(entry.title, 90);
  const body = clip(entry.content, 190);
  const response = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #0e0c1c 0%, #1b1535 60%, #241a45 100%)",
        color: "#f4f1ff",
        fontFamily: SUBSETS.map((subset) => `Lora ${subset}`).join(", "),
        position: "relative",
      }}
    >
      <div
        style={{
          position: "absolute",
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
      <div style={{ display: "flex", flexDirection: "column", gap: 24, maxWidth: 1000 }}>
        <div style={{ fontSize: title.length > 50 ? 58 : 70, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        <div style={{ fontSize: 30, lineHeight: 1.45, color: "#cfc8ea" }}>{body}</div>
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
    { ...OG_SIZE, fonts: await loadFonts() },
  );
  return new Uint8Array(await response.arrayBuffer());
}

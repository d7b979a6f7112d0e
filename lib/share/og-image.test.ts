// The share image draws any title from the fonts shipped in node_modules: real
// PNGs are rendered and compared with each other, with the network closed.
import net from "node:net";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clip, OG_SIZE, renderShareImage, type ShareImageEntry } from "./og-image";

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function entry(fields: Partial<ShareImageEntry>): ShareImageEntry {
  return { title: "A dream", content: "I was flying over a silver lake.", mood: "mysterious", language: "en", ...fields };
}

/** Renders and checks it is a 1200×630 PNG. */
async function png(fields: Partial<ShareImageEntry>): Promise<Buffer> {
  const bytes = Buffer.from(await renderShareImage(entry(fields)));
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const { format, width, height } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: "png", ...OG_SIZE });
  return bytes;
}

/** The decoded pixels: two images look the same exactly when these are equal. */
const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** Every visible character as an unassigned one, which no font has: what a missing font would draw (boxes). */
const asMissing = (text: string) => text.replace(/\S/gu, "\ue000");

describe("renderShareImage", { timeout: 30_000 }, () => {
  let requests: unknown[];

  beforeEach(() => {
    requests = [];
    // No font or emoji may be fetched: the only network there is throws.
    vi.stubGlobal(
      "fetch",
      vi.fn((input: unknown) => {
        requests.push(input);
        throw new Error("network access during rendering");
      }),
    );
    vi.spyOn(net.Socket.prototype, "connect").mockImplementation(function (this: net.Socket, ...args: unknown[]) {
      requests.push(args[0]);
      throw new Error("network access during rendering");
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    expect(requests).toEqual([]);
  });

  it.each([
    [
      "emoji with ZWJ sequences, skin tones, keycaps and flags",
      "Space 👩‍🚀 with 👍🏽 1️⃣ 🇺🇦 🏳️‍🌈 🏴󠁧󠁢󠁳󠁣󠁴󠁿",
      "The moon 🌙 followed ✨ me ❤️ ☺",
    ],
    ["Arabic", "حلمت أنني أطير فوق البحر", "كان القمر يتبعني والماء يغني بلغة أكاد أفهمها."],
    ["Hebrew", "חלמתי שאני עף מעל הים", "הירח הלך אחריי והמים שרו."],
    ["RTL and LTR mixed", "My dream: حلم 2024 and חלום", "Mixed עברית and العربية with English 123 words."],
    ["zero-width characters only", "\u200b\u200d\ufeff", "\u200b\u200c\u2060\u200e\u200f"],
    ["CJK, which no bundled font covers", "夢の中で空を飛んだ 꿈 我梦见", "我梦见自己在天空中飞翔。"],
    ["Cyrillic", "Сон про воду — Träume", "Я пливла по темній воді."],
    ["symbols, maths and Vietnamese", "★ → ∑ ∞ ♪ Giấc mơ", "Tôi mơ thấy mình bay."],
  ])("renders a 1200×630 PNG for %s", async (_case, title, content) => {
    await png({ title, content });
  });

  it("renders a 10,000-character content, and a dream without mood or language", async () => {
    const long = await png({ content: "word ".repeat(2_000), mood: null, language: null });
    expect(long.length).toBeGreaterThan(20_000);
    await png({ title: "", content: "", mood: null, language: "xx" });
  });

  it("draws emoji, Arabic and Hebrew from the bundled fonts, not as missing glyphs", async () => {
    const emoji = "Moon 🌙 and 👩‍🚀";
    const withEmoji = await pixels(await png({ title: emoji }));
    expect(withEmoji.equals(await pixels(await png({ title: "Moon  and " })))).toBe(false);
    expect(withEmoji.equals(await pixels(await png({ title: "Moon \ue000 and \ue000" })))).toBe(false);
    // A Latin word first keeps both titles left-to-right: only the glyphs can differ.
    for (const words of ["حلمت أنني أطير", "חלמתי שאני עף"]) {
      const drawn = await pixels(await png({ title: `Dream: ${words}` }));
      expect(drawn.equals(await pixels(await png({ title: `Dream: ${asMissing(words)}` })))).toBe(false);
    }
  });

  it("ignores invisible format characters", async () => {
    const plain = await pixels(await png({ title: "Seaside dream", content: "Waves." }));
    const marked = await png({ title: "Sea\u200bside\u2060 \ufeffdream\u200e", content: "\u2066Waves.\u2069\u00ad" });
    expect((await pixels(marked)).equals(plain)).toBe(true);
    const empty = await pixels(await png({ title: "", content: "" }));
    expect((await pixels(await png({ title: "\u200b\u200d\ufeff", content: "\u200b" }))).equals(empty)).toBe(true);
  });
});

describe("clip", () => {
  it("keeps short text and cuts long text at a word, with an ellipsis", () => {
    expect(clip("  a   short\n dream ", 90)).toBe("a short dream");
    expect(clip("one two three four five six", 20)).toBe("one two three four…");
  });

  it("counts graphemes and never cuts an emoji in half", () => {
    const astronauts = "👩‍🚀".repeat(100);
    const clipped = clip(astronauts, 10);
    expect(clipped).toBe(`${"👩‍🚀".repeat(9)}…`);
    expect(clip("🇺🇦".repeat(10), 10)).toBe("🇺🇦".repeat(10));
  });
});

import { describe, expect, it } from "vitest";
import { CONTENT_MAX, MOODS, type Mood } from "@/lib/dreams/schema";
import { locales, type Locale } from "@/lib/i18n/config";
import { COPY } from "./copy";
import { interpretOffline, MAX_LENGTH, MIN_LENGTH } from "./interpret";
import { getSymbol, symbolName } from "./lexicon";

const RICH_EN =
  "I was back in my childhood house. Water was rising up the stairs, and a snake slid along the wall. My dog barked at the door, but I could not find the key.";
const RICH_UK = "Мені снилося, що я пливла морем. Вода була тепла, а над нею летіли птахи. Потім я побачила маму на березі.";
const NO_SYMBOL_FR = "Je marchais longtemps avec Paul. Paul parlait, parlait, et je ne comprenais rien. Puis Paul a disparu.";

const interpret = (content: string, language: Locale, mood: Mood | null = "anxious", title = "") =>
  interpretOffline({ title, content, mood, language });

const paragraphs = (text: string) => text.split("\n\n");

describe("interpretOffline", () => {
  it("writes the whole answer in the interface language, whatever the dream's language", () => {
    const ukrainian = interpret(RICH_EN, "uk").text;
    expect(ukrainian).toMatch(/\p{Script=Cyrillic}/u);
    expect(ukrainian).not.toMatch(/\p{Script=Latin}/u);

    const french = interpret(RICH_UK, "fr").text;
    expect(french).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(french).toContain("l’eau");

    const german = interpret(RICH_UK, "de").text;
    expect(german).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(german).toContain("Wasser");
    expect(german).not.toMatch(/\bwater\b/i);
  });

  it("names the symbols it found and gives the main one's core reading", () => {
    const { text, symbols } = interpret(RICH_EN, "en");
    expect(symbols).toEqual(expect.arrayContaining(["house", "water", "stairs", "snake", "wall", "dog", "door", "key"]));
    const top = symbols[0] ?? "";
    const core = getSymbol(top)?.text.en.meanings[0] ?? "missing";
    expect(text).toContain(core);
    // The opening sentence lists the symbols it then explains, by their names in the language.
    const intro = paragraphs(text)[0] ?? "";
    expect(intro).toContain(symbolName(top, "en"));
  });

  it("ranks by frequency and counts the title extra", () => {
    expect(interpret("A dog barked. Later a snake, another snake, and one more snake.", "en").symbols[0]).toBe("snake");
    expect(interpret("A dog barked. Later a snake appeared.", "en", null, "The dog").symbols[0]).toBe("dog");
    expect(interpret("A dog barked. Later a snake appeared.", "en", null, "The snake").symbols[0]).toBe("snake");
  });

  it.each(MOODS)("reads the %s mood in every language", (mood) => {
    for (const language of locales) {
      const { text } = interpret(RICH_EN, language, mood);
      const readings = COPY[language].interpret.moods[mood].readings;
      expect(
        readings.some((reading) => text.includes(COPY[language].finish(reading))),
        language,
      ).toBe(true);
    }
  });

  it("gives each mood its own reading", () => {
    const texts = new Set(MOODS.map((mood) => interpret(RICH_EN, "en", mood).text));
    expect(texts.size).toBe(MOODS.length);
  });

  it("says when no mood was recorded and suggests noticing it", () => {
    const { text } = interpret(RICH_EN, "en", null);
    expect(text).toMatch(/not recorded|No mood was recorded/);
    expect(text).toMatch(/next time/i);
    const ukrainian = interpret(RICH_EN, "uk", null).text;
    expect(ukrainian).toMatch(/не записано|не вказано/);
  });

  it("is deterministic and depends on the dream", () => {
    expect(interpret(RICH_EN, "es")).toEqual(interpret(RICH_EN, "es"));
    expect(interpret(RICH_EN, "es").text).not.toBe(interpret(RICH_UK, "es").text);
    // Phrasing varies between dreams, not between runs: several openings are in use.
    const openings = new Set(
      Array.from({ length: 12 }, (_, index) => paragraphs(interpret(`${RICH_EN} Day ${index}.`, "en").text)[0]?.slice(0, 20)),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it.each(locales)("keeps %s answers plain, between the length limits, ending with a question or suggestion", (language) => {
    const long = `${"The dog ran to the river. ".repeat(Math.floor(CONTENT_MAX / 26))}`.slice(0, CONTENT_MAX);
    for (const content of [RICH_EN, RICH_UK, NO_SYMBOL_FR, "A snake.", "Blue.", long]) {
      for (const mood of [null, "happy"] as const) {
        const { text } = interpret(content, language, mood, "A title");
        expect(text.length, `${language}: ${content.slice(0, 20)}`).toBeGreaterThanOrEqual(MIN_LENGTH);
        expect(text.length, `${language}: ${content.slice(0, 20)}`).toBeLessThanOrEqual(MAX_LENGTH);
        expect(text).not.toMatch(/[<>*#`]|\*\*|__/);
        const parts = paragraphs(text);
        expect(parts.length).toBeGreaterThanOrEqual(3);
        for (const part of parts) {
          expect(part.trim()).toBe(part);
          expect(part).not.toBe("");
          expect(part).not.toContain("\n");
        }
        const last = parts[parts.length - 1] ?? "";
        // A question (sometimes followed by what to write down) or a journaling suggestion.
        expect(last).toMatch(/\?|journaling|щоденника|journal|Tagebuch|diario/);
      }
    }
  });

  it("answers honestly when no symbol is known, working with the dream's own words", () => {
    const { text, symbols } = interpret(NO_SYMBOL_FR, "en", null);
    expect(symbols).toEqual([]);
    expect(COPY.en.interpret.noSymbol.intro.some((intro) => text.startsWith(intro))).toBe(true);
    // "Paul" is repeated three times, so it is quoted as written and asked about.
    expect(text).toContain("“Paul”");
    expect(text).toMatch(/17 words/);
    expect(paragraphs(text).at(-1)).toContain("“Paul”");
  });

  it("comments on length and recall details of a dream without symbols", () => {
    const { text } = interpret("Blue, blue, blue and silent.", "de", "sad");
    expect(text).toContain("5 Wörter");
    expect(text).toContain("„Blue“");
    expect(text).toContain(COPY.de.interpret.details.none);
  });

  it("handles a 20,000-character dream", () => {
    const content = "The dog ran to the river. ".repeat(Math.floor(CONTENT_MAX / 26));
    const { text, symbols } = interpret(content, "en", "excited");
    expect(symbols).toEqual(["dog", "running", "river"]);
    expect(text).toContain("Dog (");
    expect(text.length).toBeLessThanOrEqual(MAX_LENGTH);
  });

  it("follows French typography", () => {
    const { text } = interpret(RICH_EN, "fr");
    expect(text).not.toMatch(/ [:;?!»]/);
    expect(text).toContain("\u00a0:");
  });
});

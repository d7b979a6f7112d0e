import { describe, expect, it } from "vitest";
import { CONTENT_MAX } from "@/lib/domain/journal";
import { MOODS, type Mood } from "@/lib/domain/moods";
import { locales, type Locale } from "@/lib/domain/locales";
import { COPY } from "./copy";
import { interpretOffline, MAX_LENGTH, MIN_LENGTH } from "./interpret";
import { getSymbol, symbolName } from "@/lib/symbols/lexicon";

const RICH_EN =
  "I was back in my childhood house. Water was rising up the stairs, and a snake slid along the wall. My dog barked at the door, but I could not find the key.";
const RICH_UK = "Мені снилося, що я пливла морем. Вода була тепла, а над нею летіли птахи. Потім я побачила маму на березі.";
const NO_SYMBOL_FR = "Je marchais longtemps avec Paul. Paul parlait, parlait, et je ne comprenais rien. Puis Paul a disparu.";

const interpret = (content: string, language: Locale, mood: Mood | null = "anxious", title = "") =>
  interpretOffline({ title, content, mood, language });

const paragraphs = (text: string) => text.split("\n\n");

/** Every sentence of a copy object, its templates filled with a name, a count of 3 and a title. */
function copyTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return copyTexts((value as (...args: unknown[]) => unknown)("Name", 3, "Title"));
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(copyTexts);
  return [];
}

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
      for (const mood of [null, ...MOODS]) {
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

  it.each([
    ["en", "(mentioned 3 times)", "(mentioned twice)"],
    ["uk", "(згадано 3 рази)", "(згадано двічі)"],
    ["fr", "(3 mentions)", "(deux mentions)"],
    ["de", "(3-mal erwähnt)", "(zweimal erwähnt)"],
    ["es", "(aparece 3 veces)", "(aparece dos veces)"],
  ] as const)("in %s, says how often a symbol is mentioned, not where in an 'account'", (language, thrice, twice) => {
    const { text } = interpret("I was flying. I flew and flew over a dog, and the dog barked.", language);
    expect(text).toContain(thrice);
    expect(text).toContain(twice);
    expect(text).not.toMatch(/account|в описі|dans le récit|im Bericht|en el relato/);
  });

  it("never calls the dream an account in English", () => {
    for (const content of [RICH_EN, NO_SYMBOL_FR, "A snake."]) {
      for (const mood of [null, ...MOODS]) expect(interpret(content, "en", mood).text).not.toMatch(/\baccounts?\b/i);
    }
  });

  it("lists no castle for a dream that only mentions towers", () => {
    for (const content of [
      "We climbed the old tower.",
      "Ми піднялися на вежу.",
      "Wir stiegen auf den Turm.",
      "Subimos a la torre.",
    ]) {
      expect(interpret(content, "en").symbols, content).not.toContain("castle");
    }
  });

  it("reads a title that names part of a combination as that combination", () => {
    expect(interpret("My teeth were falling out.", "en", null, "Teeth!").symbols).toEqual(["losing-teeth"]);
    const grief = interpret("My grandfather, who died last year, sat in the kitchen.", "en", "sad", "Grandpa").symbols;
    expect(grief).toContain("deceased-loved-one");
    expect(grief).not.toContain("grandparent");
    // Mentioned on its own in the content, the part stays a symbol of its own.
    expect(
      interpret("My teeth hurt all day. Much later, after a long walk, my teeth fell out.", "en", null, "Teeth").symbols,
    ).toContain("teeth");
  });

  /** Answers that quote the title as `expected` (the opening is drawn from a hash, so several dreams are tried). */
  function quotingTitle(title: string, language: Locale, expected: string): { texts: string[]; quoted: string } {
    const { finish, quote } = COPY[language];
    const quoted = finish(quote(expected));
    const texts = Array.from({ length: 24 }, (_, day) => interpret(`${RICH_EN} Day ${day}.`, language, null, title).text);
    return { texts: texts.filter((text) => text.includes(quoted)), quoted };
  }

  it.each(locales)("in %s, never follows a quoted title with punctuation of its own", (language) => {
    for (const title of ["Why me?", "Help!", "I was flying...", "Falling…"]) {
      const { texts, quoted } = quotingTitle(title, language, title);
      expect(texts.length, title).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text.slice(text.indexOf(quoted) + quoted.length), `${language}: ${title}`).toMatch(/^[ \u00a0]\p{L}/u);
      }
    }
  });

  it.each(locales)("in %s, quotes a title without its closing full stop", (language) => {
    expect(quotingTitle("The lighthouse.", language, "The lighthouse").texts.length).toBeGreaterThan(0);
  });

  it.each([
    ["en", "Flying (edited)"],
    ["uk", "Flying (змінено)"],
    ["fr", "Flying (modifié)"],
    ["de", "Flying [bearbeitet]"],
    ["es", "Flying (editado) (editado)"],
  ] as const)("in %s, leaves an edit marker out of the quoted title: %s", (language, title) => {
    const { texts } = quotingTitle(title, language, "Flying");
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/edited|змінено|modifié|bearbeitet|editado/);
  });

  it("declines the recall details in German", () => {
    expect(interpret(NO_SYMBOL_FR, "de", null).text).toContain(
      "Ihre Beschreibung nennt einen Ort, aber nicht die Tageszeit und andere Menschen.",
    );
  });

  // Phrases a native reader flagged as translated word for word, or wrong.
  const UNNATURAL: Record<Locale, RegExp> = {
    en: /\baccounts?\b/,
    uk: /вирізняються кілька|програє напругу|добрий вхід|посланням вам самим|щось зрушує,/,
    fr: /fois dans le récit|Dans « [^»]*», /,
    de: /zum Mitnehmen|im Bericht|Der Bericht|enthält: ein|bis dahin|zeigt, selbst mit seltsamen Bildern, oft,|weist das Symbol „[^“]*“ vielleicht auf etwas,/,
    es: /para llevarte|en el relato\)/,
  };

  it.each(locales)("in %s, has no phrase a native reader flagged, no doubled spaces or punctuation", (language) => {
    for (const text of copyTexts(COPY[language].interpret)) {
      expect(text).not.toMatch(UNNATURAL[language]);
      expect(text).not.toMatch(/ {2}|[.,;:!?]{2}| [,.]/);
    }
  });

  it("follows French typography", () => {
    const { text } = interpret(RICH_EN, "fr");
    expect(text).not.toMatch(/ [:;?!»]/);
    expect(text).toContain("\u00a0:");
  });
});

import { describe, expect, it } from "vitest";
import { appendPhrase, speechLanguage, titleFromTranscript, transcriptText, withDictation } from "./text";

describe("speechLanguage", () => {
  it.each([
    ["en", "en-US"],
    ["uk", "uk-UA"],
    ["fr", "fr-FR"],
    ["de", "de-DE"],
    ["es", "es-ES"],
  ])("maps %s to %s", (locale, tag) => {
    expect(speechLanguage(locale)).toBe(tag);
  });

  it("returns other locales as given", () => {
    expect(speechLanguage("pl")).toBe("pl");
    expect(speechLanguage("en-GB")).toBe("en-GB");
    expect(speechLanguage("")).toBe("");
  });

  it("ignores Object.prototype members", () => {
    expect(speechLanguage("constructor")).toBe("constructor");
    expect(speechLanguage("toString")).toBe("toString");
  });
});

describe("appendPhrase", () => {
  it("appends a trimmed phrase with collapsed whitespace", () => {
    expect(appendPhrase([], "  I was   flying \n")).toEqual(["I was flying"]);
    expect(appendPhrase(["one"], "two")).toEqual(["one", "two"]);
  });

  it("drops empty and whitespace-only phrases", () => {
    expect(appendPhrase(["one"], "")).toEqual(["one"]);
    expect(appendPhrase(["one"], " \t\n ")).toEqual(["one"]);
  });

  it("drops a repeat of the previous phrase, ignoring case and whitespace", () => {
    expect(appendPhrase(["I was flying"], "I was flying")).toEqual(["I was flying"]);
    expect(appendPhrase(["I was flying"], " i WAS  flying ")).toEqual(["I was flying"]);
  });

  it("keeps a phrase that differs in punctuation", () => {
    expect(appendPhrase(["I was flying"], "I was flying?")).toEqual(["I was flying", "I was flying?"]);
  });

  it("keeps a phrase repeated after a different one", () => {
    expect(appendPhrase(["again", "and"], "again")).toEqual(["again", "and", "again"]);
  });

  it("handles Cyrillic, including case-insensitive repeats", () => {
    const first = appendPhrase([], " Мені  снилося море ");
    expect(first).toEqual(["Мені снилося море"]);
    expect(appendPhrase(first, "мені снилося МОРЕ")).toEqual(["Мені снилося море"]);
    expect(appendPhrase(first, "і великі хвилі")).toEqual(["Мені снилося море", "і великі хвилі"]);
  });

  it("does not mutate its input", () => {
    const phrases = Object.freeze(["one"]);
    const next = appendPhrase(phrases, "two");
    expect(phrases).toEqual(["one"]);
    expect(next).not.toBe(phrases);
    expect(appendPhrase(phrases, "one")).not.toBe(phrases);
  });
});

describe("transcriptText", () => {
  it("joins phrases with single spaces", () => {
    expect(transcriptText(["I was flying", "over the sea."])).toBe("I was flying over the sea.");
  });

  it("is empty for no phrases and skips blank ones", () => {
    expect(transcriptText([])).toBe("");
    expect(transcriptText(["  one ", "", "   ", "two"])).toBe("one two");
  });

  it("keeps Cyrillic text intact", () => {
    expect(transcriptText(["Я летів", "над містом"])).toBe("Я летів над містом");
  });
});

describe("titleFromTranscript", () => {
  it("takes the first three words and adds an ellipsis", () => {
    expect(titleFromTranscript("I was flying over the sea")).toBe("I was flying...");
    expect(titleFromTranscript("I was flying")).toBe("I was flying...");
  });

  it("uses what there is when there are fewer than three words", () => {
    expect(titleFromTranscript("Flying high")).toBe("Flying high...");
    expect(titleFromTranscript("Flying")).toBe("Flying...");
  });

  it("is empty when there are no words", () => {
    expect(titleFromTranscript("")).toBe("");
    expect(titleFromTranscript("   \n ")).toBe("");
    expect(titleFromTranscript(" — ... ! ")).toBe("");
  });

  it("ignores extra whitespace", () => {
    expect(titleFromTranscript("  I \t was\n\nflying   away ")).toBe("I was flying...");
  });

  it("does not count standalone punctuation as a word", () => {
    expect(titleFromTranscript("— Well - I was dreaming")).toBe("Well I was...");
  });

  it("drops trailing sentence punctuation before the ellipsis", () => {
    expect(titleFromTranscript("Hello, I was, there")).toBe("Hello, I was...");
    expect(titleFromTranscript("Stop!")).toBe("Stop...");
    expect(titleFromTranscript("What? Really…")).toBe("What? Really...");
  });

  it("keeps apostrophes inside words", () => {
    expect(titleFromTranscript("l’homme n’était pas là")).toBe("l’homme n’était pas...");
  });

  it("handles Cyrillic text", () => {
    expect(titleFromTranscript("Мені снилося, що я літаю над морем")).toBe("Мені снилося, що...");
    expect(titleFromTranscript("  Я   летів. ")).toBe("Я летів...");
  });
});

describe("withDictation (the Edit dialog)", () => {
  it("adds what is dictated after the dream's text, as its own paragraph", () => {
    expect(withDictation("I was in a house.  \n", "Then the roof lifted")).toBe("I was in a house.\n\nThen the roof lifted");
  });
  it("is just the dictation when there was no text", () => {
    expect(withDictation("  ", "A quiet lake")).toBe("A quiet lake");
  });
});
